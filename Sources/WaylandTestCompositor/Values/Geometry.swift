extension TestCompositor {
    /// An integer rectangle as the protocol carries them (damage, window geometry).
    public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var x: Int32
        public var y: Int32
        public var width: Int32
        public var height: Int32

        public init(x: Int32, y: Int32, width: Int32, height: Int32) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var description: String { "(\(x), \(y), \(width)×\(height))" }
    }

    /// An integer size as the protocol carries them (configure, min and max size).
    public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var width: Int32
        public var height: Int32

        public init(width: Int32, height: Int32) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)×\(height)" }
    }
}
