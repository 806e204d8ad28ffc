/// Every workload, in report order.
enum Workloads {
    static let all: [Workload] =
        [
            Baseline.workload,
            LockedBaseline.workload,
            DispatchWorkload.workload,
            PresenterWorkload.workload,
            FanOutWorkload.workload,
            ChurnWorkload.workload,
            LargeStateWorkload.workload,
            DebugLogWorkload.workload,
            DebugLogWorkload.on,
            MiddlewareWorkload.workload,
            BindingWorkload.workload,
            BindingWorkload.plain,
            BindingWorkload.string,
            BindingWorkload.stringPlain,
            ObserveWorkload.workload,
            ObservableModelWorkload.workload,
            ObservableFrameWorkload.workload,
            LatencyWorkload.workload,
            MemoryWorkload.workload,
            AppDispatchWorkload.workload,
            AppPresenterWorkload.workload,
            AppDebugLogWorkload.scalar,
            AppDebugLogWorkload.item,
            AppObserveWorkload.workload,
            AppRecordWorkload.workload,
            PersistedSliceWorkload.workload,
            PersistedSliceWorkload.idle,
            AppDiffWorkload.workload,
            MockSearchWorkload.workload,
        ] + ScopedWorkload.workloads + LoadedScopedWorkload.workloads + EveryChildWorkload.workloads
        + ListWriteWorkload.workloads
        + ListBulkWorkload.workloads + ListReadWorkload.workloads + ElementReadWorkload.workloads
        + StackWorkload.workloads + [StackElementWorkload.workload]
        + PresentedWorkload.workloads
        + ObservableModelWorkload.floorWorkloads + [ObservableFrameWorkload.macroWorkload] + CaseWorkload.workloads
        + SharingWorkload.workloads + [SharedChangeWorkload.workload, SharedSliceWorkload.workload]
        + SharedPresentedWorkload.workloads
        + SharingStackWorkload.workloads + MultiObserveWorkload.workloads
        + UndoWorkload.workloads
        + [TimelineOpenWorkload.workload, TimelineRecorderWorkload.workload] + TimelineStepWorkload.workloads
}
