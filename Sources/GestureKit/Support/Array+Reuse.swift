extension Array {
    /// Empties the array in place and keeps its storage for the next fill. For the short arrays
    /// the engine reuses on every event this is cheaper than `removeAll(keepingCapacity: true)`,
    /// which goes through the general range replacement.
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }

    /// Removes the elements matching `shouldRemove`, keeping the order of the rest and the
    /// storage. The engine prunes its short recognizer lists once or twice per gesture; the
    /// standard `removeAll(where:)` goes through the general range replacement.
    mutating func removeAllKeepingStorage(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            if index != kept { swapAt(index, kept) }
            kept += 1
        }
        while count > kept { removeLast() }
    }
}
