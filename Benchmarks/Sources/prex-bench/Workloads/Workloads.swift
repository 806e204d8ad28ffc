/// Every workload, in report order.
enum Workloads {
    static let all: [Workload] =
        [
            Baseline.workload,
            DispatchWorkload.workload,
            PresenterWorkload.workload,
            FanOutWorkload.workload,
            ChurnWorkload.workload,
            LargeStateWorkload.workload,
            DebugLogWorkload.workload,
            MiddlewareWorkload.workload,
            ObserveWorkload.workload,
            ObservableModelWorkload.workload,
            ObservableFrameWorkload.workload,
            LatencyWorkload.workload,
            MemoryWorkload.workload,
        ] + ObservableModelWorkload.floorWorkloads + [ObservableFrameWorkload.macroWorkload]
}
