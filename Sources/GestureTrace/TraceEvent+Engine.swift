import GestureKit

// The one place the trace's vocabulary meets the engine's: what a recorded line replays as, and
// what the router's recording stream is written as.

extension TraceEvent {
    /// The engine event this line replays as.
    public var inputEvent: InputEvent {
        switch self {
        case .touch(let contact):
            switch contact.phase {
            case .down: .touchDown(id: contact.id, location: contact.location ?? .zero)
            case .motion: .touchMotion(id: contact.id, location: contact.location ?? .zero)
            case .up: .touchUp(id: contact.id)
            case .shape: .touchShape(id: contact.id, major: contact.major ?? 0, minor: contact.minor ?? 0)
            }
        case .frame: .touchFrame
        case .cancel: .touchCancel
        case .pointer(.motion(let location)): .pointerMotion(location: location)
        case .pointer(.leave): .pointerLeave
        case .pointer(.button(let button, let pressed)): .pointerButton(button, pressed: pressed)
        case .pointer(.axis(let dx, let dy)): .pointerAxis(dx: dx, dy: dy)
        case .pinch(.begin(let fingers)): .pinchBegin(fingers: fingers)
        case .pinch(.update(let dx, let dy, let scale, let rotation)):
            .pinchUpdate(dx: dx, dy: dy, scale: scale ?? 1, rotation: rotation ?? 0)
        case .pinch(.end(let cancelled)): .pinchEnd(cancelled: cancelled)
        case .swipe(.begin(let fingers)): .swipeBegin(fingers: fingers)
        case .swipe(.update(let dx, let dy, _, _)): .swipeUpdate(dx: dx, dy: dy)
        case .swipe(.end(let cancelled)): .swipeEnd(cancelled: cancelled)
        case .hold(.begin(let fingers)): .holdBegin(fingers: fingers)
        case .hold(.end(let cancelled)): .holdEnd(cancelled: cancelled)
        case .key(let name, let pressed): .key(name, pressed: pressed)
        case .idle: .idle
        case .action(let element, let name): .accessibilityAction(element: element, action: name)
        case .lost: .inputLost
        case .resize(let size): .resize(size)
        case .scale(let scale): .scale(scale)
        case .display(let presented, let sample): .displayFrame(presentation: presented, sampleTime: sample)
        case .pen(let report): .pen(report)
        }
    }

    /// The line that records `event`; nil for a live device's grouping hints, which are never
    /// recorded (the group ends they decide are, as `frame`).
    public init?(recording event: InputEvent) {
        switch event {
        case .touchDown(let id, let location): self = .touch(Contact(phase: .down, id: id, location: location))
        case .touchMotion(let id, let location): self = .touch(Contact(phase: .motion, id: id, location: location))
        case .touchUp(let id): self = .touch(Contact(phase: .up, id: id))
        case .touchShape(let id, let major, let minor):
            self = .touch(Contact(phase: .shape, id: id, major: major, minor: minor))
        case .touchFrame: self = .frame
        case .touchCancel: self = .cancel
        case .touchDeviceFrame, .inputBatchEnded: return nil
        case .pointerMotion(let location): self = .pointer(.motion(location))
        case .pointerLeave: self = .pointer(.leave)
        case .pointerButton(let button, let pressed): self = .pointer(.button(button, pressed: pressed))
        case .pointerAxis(let dx, let dy): self = .pointer(.axis(dx: dx, dy: dy))
        case .pinchBegin(let fingers): self = .pinch(.begin(fingers: fingers))
        case .pinchUpdate(let dx, let dy, let scale, let rotation):
            self = .pinch(.update(dx: dx, dy: dy, scale: scale, rotation: rotation))
        case .pinchEnd(let cancelled): self = .pinch(.end(cancelled: cancelled))
        case .swipeBegin(let fingers): self = .swipe(.begin(fingers: fingers))
        case .swipeUpdate(let dx, let dy): self = .swipe(.update(dx: dx, dy: dy, scale: nil, rotation: nil))
        case .swipeEnd(let cancelled): self = .swipe(.end(cancelled: cancelled))
        case .holdBegin(let fingers): self = .hold(.begin(fingers: fingers))
        case .holdEnd(let cancelled): self = .hold(.end(cancelled: cancelled))
        case .key(let name, let pressed): self = .key(name, pressed: pressed)
        case .idle: self = .idle
        case .accessibilityAction(let element, let action): self = .action(element: element, name: action)
        case .inputLost: self = .lost
        case .resize(let size): self = .resize(size)
        case .scale(let scale): self = .scale(scale)
        case .displayFrame(let presentation, let sampleTime):
            self = .display(presented: presentation, sample: sampleTime)
        case .pen(let report): self = .pen(report)
        }
    }
}
