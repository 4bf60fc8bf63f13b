/// What each kind of compositor does to get started.
protocol Launcher {
    /// Checks that this machine can run the compositor, prepares what it needs inside `scratch`
    /// (runtime directory, config, binary copy) and says how to start it. Throws
    /// `CompositorUnavailable` when the machine cannot run it.
    ///
    /// `environment` is the test process's environment with `CompositorOptions.environment`
    /// applied; programs are looked up in its `PATH`.
    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
}
