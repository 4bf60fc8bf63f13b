/// The engine's clock and timers: long presses, multi-tap windows and animations run on it.
///
/// Nothing in the engine reads the wall clock. Whoever owns the event loop moves time forward:
/// the live app from a timerfd beside the Wayland socket, replay from the trace's timestamps,
/// tests by hand.
///
/// ```swift
/// let scheduler = Scheduler()
/// scheduler.schedule(after: 0.5) { print("long press") }
/// scheduler.advance(by: 0.5)   // prints
/// ```
public final class Scheduler {
    /// The current time in seconds. It only moves forward.
    public var now: Double { currentTime }
    /// ``now``'s storage: internal, since every read of a public stored property is checked for
    /// exclusivity at run time, and the engine reads the time a few times an event.
    private var currentTime: Double
    @exclusivity(unchecked) private var timers: [ScheduledTimer] = [] {
        didSet { firstDeadline = timers.first?.deadline ?? .infinity }
    }
    /// The deadline of `timers.first`: time moves on every input event, and most moves pass no
    /// deadline, which this tells without touching the timers.
    @exclusivity(unchecked) private var firstDeadline = Double.infinity
    private var nextSequence = 0
    /// When `timers` holds this many, the cancelled ones are dropped. A cancelled timer stays in
    /// the list (removing it at once would mean a search), but not until its deadline: a kiosk
    /// restarts its minute-long homecoming timer on every input event, and a flood of input would
    /// otherwise pile up thousands of dead timers that every new one searched past.
    private var compactionThreshold = Scheduler.smallestCompaction
    private static let smallestCompaction = 64

    /// A clock starting at `now` seconds, with no timers.
    public init(now: Double = 0) {
        self.currentTime = now
    }

    /// Runs `action` once `delay` seconds from now; cancel the returned timer to stop it.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTimer {
        schedule(after: delay, owner: nil, action)
    }

    /// As ``schedule(after:_:)``, telling `owner` once the action has run.
    func schedule(after delay: Double, owner: (any TimerOwner)?, _ action: @escaping () -> Void) -> ScheduledTimer {
        nextSequence += 1
        let timer = ScheduledTimer(deadline: now + max(0, delay), sequence: nextSequence, owner: owner, action: action)
        if timers.count >= compactionThreshold {
            // Amortized: the list has at least doubled since the last compaction.
            timers.removeAll { !$0.isValid }
            compactionThreshold = max(Self.smallestCompaction, timers.count * 2)
        }
        // Sorted by deadline, then by creation, so timers due together fire in the order made.
        var low = 0, high = timers.count
        while low < high {
            let middle = (low + high) / 2
            if timers[middle].firesAfter(timer) { high = middle } else { low = middle + 1 }
        }
        timers.insert(timer, at: low)
        return timer
    }

    /// The earliest deadline of a live timer, or nil when nothing is scheduled.
    public var nextDeadline: Double? {
        timers.first { $0.isValid }?.deadline
    }

    /// Whether any live timer is waiting.
    public var hasPendingTimers: Bool { nextDeadline != nil }

    /// Moves time forward to `time`, firing every timer due on the way in deadline order, with
    /// `now` set to each timer's deadline while it runs. Earlier times are ignored.
    public func advance(to time: Double) {
        while time >= firstDeadline, let timer = timers.first {
            timers.removeFirst()
            guard timer.isValid else { continue }
            currentTime = max(currentTime, timer.deadline)
            timer.fire()
        }
        currentTime = max(currentTime, time)
    }

    /// Moves time forward by `interval` seconds.
    public func advance(by interval: Double) {
        advance(to: now + interval)
    }
}

/// A one-shot timer made by a ``Scheduler``.
public final class ScheduledTimer {
    /// When the timer fires, in seconds on its scheduler's clock.
    public let deadline: Double
    let sequence: Int
    private var action: (() -> Void)?
    /// Told after the action ran. Unowned: an owner cancels its timers before it goes.
    private unowned let owner: (any TimerOwner)?

    init(deadline: Double, sequence: Int, owner: (any TimerOwner)?, action: @escaping () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.owner = owner
        self.action = action
    }

    /// Whether this timer fires after `other`: a later deadline, or the same one and made later.
    func firesAfter(_ other: ScheduledTimer) -> Bool {
        deadline > other.deadline || (deadline == other.deadline && sequence > other.sequence)
    }

    /// False once the timer has fired or been cancelled.
    public var isValid: Bool { action != nil }

    /// Stops the timer from firing; harmless when it already has.
    public func cancel() {
        action = nil
    }

    func fire() {
        guard let action else { return }
        self.action = nil
        // Held while the action runs: it may drop the owner's last other reference.
        let owner = self.owner
        action()
        owner?.timerDidFire()
    }
}

/// Something that makes timers and wants to know when one has fired (a recognizer, which may
/// then have nothing left to wait for). Saves wrapping every action in a second closure.
protocol TimerOwner: AnyObject {
    func timerDidFire()
}
