public enum CounterPlayground {}
