import Glibc

extension TestCompositor {
    /// A virtual display's refresh, which the compositor then keeps: it offers `wp_presentation`,
    /// shows each commit at the next vblank (a later commit before it supersedes it: `discarded`),
    /// sends `presented` with the vblank's time, the refresh and ``flags``, and answers frame
    /// callbacks at that vblank too. Vblanks happen as the compositor's clock passes them, when the
    /// test dispatches: on a manual clock, as ``TestCompositor/advanceTime(nanoseconds:)`` moves it;
    /// on CLOCK_MONOTONIC (``Options/followsMonotonicClock``), as real time passes.
    ///
    /// ```swift
    /// var options = TestCompositor.Options()
    /// options.presentationClock = .init(refresh: 1.0 / 60, jitter: 0.001, seed: 7)
    /// ```
    public struct PresentationClock: Sendable {
        /// Seconds between vblanks: 60 Hz unless said.
        public var refresh: Double
        /// How late a vblank may come after its place on the grid of refreshes, in seconds: each
        /// is late by a seeded random amount below this (a compositor's own unsteadiness), never early.
        public var jitter: Double
        /// The seed of the jitter: the same seed, the same vblanks.
        public var seed: UInt64
        /// The clock `wp_presentation.clock_id` names: CLOCK_MONOTONIC, as weston, mutter and
        /// sway say; another (CLOCK_REALTIME) to see a client refuse the times.
        public var clockID: UInt32 = UInt32(CLOCK_MONOTONIC)
        /// `presented`'s flags: synchronized to the vblank, timed and completed by the "hardware"
        /// (the virtual display is the hardware here).
        public var flags: UInt32 = 0x1 | 0x2 | 0x4

        public init(refresh: Double = 1.0 / 60, jitter: Double = 0, seed: UInt64 = 1) {
            self.refresh = refresh
            self.jitter = jitter
            self.seed = seed
        }
    }

    /// A commit of the main surface that reached the (virtual) screen.
    public struct PresentedFrame: Equatable, Sendable {
        /// Which commit: the main surface's ``TestCompositor/commitCount`` right after it.
        public var commit: Int
        /// The vblank that showed it, in nanoseconds on the compositor's clock.
        public var time: UInt64
        /// The vblank's sequence number, counting from 1.
        public var sequence: UInt64
    }
}
