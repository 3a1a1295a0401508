import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two priorities the language server's work runs at, so whole-document work yields a core to a
/// keystroke (issue 30).
///
/// libdispatch turns a queue's quality of service into the priority of the threads that run it: on
/// Darwin the scheduler's QoS tiers; on Linux a nice value per thread and nothing else (measured with
/// Swift 6.3.1's libdispatch: user-initiated −2 when the process may raise priority, else 0; utility +2;
/// background +10). Whole-document work is utility, as rust-analyzer's workers are, not background:
/// behind other processes a background thread starves (an earlier trial with a `nice`d rule-run
/// thread took edit → diagnostics from 100 to 764 ms while a build ran), and on Darwin background
/// also throttles I/O and may be deferred on battery.
public enum WorkPriority {
    /// Requests a person waits for on every keystroke: completion and hover.
    public static let keystroke = DispatchQoS.userInitiated

    /// Work over a whole document that a keystroke must not wait for: rule runs, their publication,
    /// and the helpers of a `ParallelMap` started from them.
    public static let wholeDocument = DispatchQoS.utility

    /// The quality of service of the calling thread, as far as the platform tells it: on Darwin its
    /// QoS class; on Linux read back from the thread's nice value (which is all libdispatch sets there).
    /// `ParallelMap` gives its helpers this, so a map started from whole-document work stays behind
    /// keystrokes.
    public static var ofCallingThread: DispatchQoS.QoSClass {
        #if os(Linux)
            // `who` 0 with PRIO_PROCESS is the calling thread on Linux; -1 is also a valid nice value,
            // so errno is not consulted: a failure reads as nice −1, which maps to the default.
            let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            if nice >= 10 { return .background }
            if nice >= 2 { return .utility }
            return .default
        #elseif canImport(Darwin)
            return DispatchQoS.QoSClass(rawValue: qos_class_self()) ?? .default
        #else
            return .default
        #endif
    }
}
