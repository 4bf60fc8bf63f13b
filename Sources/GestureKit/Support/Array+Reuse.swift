extension Array {
    /// Empties the array in place and keeps its storage for the next fill. For the short arrays
    /// the engine reuses on every event this is cheaper than `removeAll(keepingCapacity: true)`,
    /// which goes through the general range replacement.
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
