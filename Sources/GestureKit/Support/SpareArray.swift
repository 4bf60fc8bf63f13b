/// A temporary array kept from call to call, so a hot path fills the same storage every time
/// instead of allocating. A nested call (an action that sends input while a dispatch is running)
/// finds the array already out and simply gets a new one.
///
/// ```swift
/// var batch = spareBatch.take()
/// defer { spareBatch.giveBack(&batch) }
/// ```
struct SpareArray<Element> {
    private var stored: [Element] = []

    /// The kept array, empty and with its capacity; a new one when it is already taken.
    mutating func take() -> [Element] {
        var array: [Element] = []
        swap(&array, &stored)
        return array
    }

    /// Empties `array` (so it keeps nothing alive) and keeps its storage for the next `take()`.
    mutating func giveBack(_ array: inout [Element]) {
        array.removeAllKeepingStorage()
        swap(&array, &stored)
    }
}
