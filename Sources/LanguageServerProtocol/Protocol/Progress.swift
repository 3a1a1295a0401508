/// A progress token (`ProgressToken`): a number or a string chosen by whoever created it, written
/// back as it came — the same shape as a request id.
public typealias ProgressToken = RequestID

/// `$/progress` params: `value` reported on `token` (a `WorkDoneProgress`, or a partial result).
public struct ProgressParams<Value: Encodable & Sendable>: Encodable, Sendable {
    /// The token the client passed with its request.
    public var token: ProgressToken
    /// What is reported.
    public var value: Value

    /// Creates a value from its members.
    public init(token: ProgressToken, value: Value) {
        self.token = token
        self.value = value
    }
}

/// A work-done progress value: `begin`, any number of `report`s, then `end`.
public struct WorkDoneProgress: Codable, Hashable, Sendable {
    /// `begin`, `report` or `end`.
    public var kind: Kind
    /// The operation's title (`begin` only).
    public var title: String?
    /// Whether the client may offer to cancel (not on `end`).
    public var cancellable: Bool?
    /// What is being done now, or how it ended.
    public var message: String?
    /// Done so far, 0 to 100 (not on `end`).
    public var percentage: Int?

    /// The three kinds of progress values.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Starts the progress.
        case begin
        /// Reports progress.
        case report
        /// Ends the progress.
        case end
    }

    /// Starts a progress shown as `title`.
    public static func begin(title: String, cancellable: Bool, message: String? = nil, percentage: Int? = nil) -> WorkDoneProgress {
        WorkDoneProgress(kind: .begin, title: title, cancellable: cancellable, message: message, percentage: percentage)
    }

    /// Reports progress.
    public static func report(message: String? = nil, percentage: Int? = nil) -> WorkDoneProgress {
        WorkDoneProgress(kind: .report, title: nil, cancellable: nil, message: message, percentage: percentage)
    }

    /// Ends the progress.
    public static func end(message: String? = nil) -> WorkDoneProgress {
        WorkDoneProgress(kind: .end, title: nil, cancellable: nil, message: message, percentage: nil)
    }

    /// Creates a value from its members.
    public init(kind: Kind, title: String?, cancellable: Bool?, message: String?, percentage: Int?) {
        self.kind = kind
        self.title = title
        self.cancellable = cancellable
        self.message = message
        self.percentage = percentage
    }
}
