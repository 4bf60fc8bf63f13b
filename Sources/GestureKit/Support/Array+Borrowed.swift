extension Array where Element: AnyObject {
    /// Calls `body` with each element, in order, without retaining it.
    ///
    /// The array itself keeps every element alive for the whole call. Called on a stored list,
    /// the call works on a copy: `body` may change the stored list (a recognizer's action may
    /// remove recognizers), and the elements still to visit stay alive. Retaining and releasing
    /// each element is an atomic operation, and in the engine's hottest loops (every recognizer
    /// on every event) those were more than half of the time an event took.
    @inline(__always)
    func forEachBorrowed(_ body: (Element) -> Void) {
        for index in indices { withBorrowed(at: index, body) }
    }

    /// Calls `body` with the element at `index` without retaining it (see ``forEachBorrowed(_:)``).
    @inline(__always)
    func withBorrowed<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        BorrowedReference(self[index]).use(body)
    }

    /// Whether some element satisfies `predicate`, asked without retaining the elements (see
    /// ``forEachBorrowed(_:)``).
    @inline(__always)
    func containsBorrowed(where predicate: (Element) -> Bool) -> Bool {
        firstIndexBorrowed(where: predicate) != nil
    }

    /// The first element that satisfies `predicate`, asked without retaining the others.
    @inline(__always)
    func firstBorrowed(where predicate: (Element) -> Bool) -> Element? {
        firstIndexBorrowed(where: predicate).map { self[$0] }
    }

    @inline(__always)
    private func firstIndexBorrowed(where predicate: (Element) -> Bool) -> Int? {
        for index in indices where withBorrowed(at: index, predicate) {
            return index
        }
        return nil
    }
}
