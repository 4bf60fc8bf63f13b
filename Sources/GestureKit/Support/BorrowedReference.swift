/// A reference that does not keep its object alive, for the engine's hottest paths: whoever
/// makes one guarantees the object outlives every use (a list holding it, a delivery in
/// progress). Using it costs no reference-count operation, where a strong, weak or `unowned`
/// reference costs an atomic one per use; those were over half of an event's time.
///
/// The only place the engine steps outside Swift's reference counting.
struct BorrowedReference<Object: AnyObject> {
    private let unmanaged: Unmanaged<Object>

    @inline(__always)
    init(_ object: Object) {
        unmanaged = .passUnretained(object)
    }

    /// Calls `body` with the object, neither retained nor released.
    @inline(__always)
    func use<Result>(_ body: (Object) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef { body($0) }
    }
}
