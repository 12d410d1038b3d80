extension UpdateTransition {
    /// Keyframes per item of travel along the path: a card that moves one slot passes through
    /// eight evenly spaced offsets between its slots (nine keyframes with both ends), enough for an
    /// arc of a rotary or cylinder carousel to read as an arc rather than a chord.
    public static let keyframesPerItem = 8
    /// The most keyframes one item's animation gets, however far it travels.
    public static let maximumKeyframes = 33

    /// The transforms the item at `newIndex` passes through in the update's animation, for a
    /// platform that animates a layer's transform itself (AppKit, whose attributes carry no
    /// transform): from ``initialPlacement(forNewIndex:)`` to its place after the update, evenly
    /// spaced in offset (``keyTimes(count:)``).
    ///
    /// A survivor whose old place lies on the new path (the same type and geometry before and after,
    /// as in an insert, delete or move) slides along the path through the offsets between its old
    /// and new ones, ``keyframesPerItem`` per item of travel, at most ``maximumKeyframes``: the
    /// path's own placements, as the carousel shows them when scrolled. Otherwise (an inserted item,
    /// or settings that changed the path) the answer is the two ends, interpolated by the platform
    /// as UIKit interpolates an item's `transform3D` between its initial and final attributes.
    /// Transforms are about the item's centre and always finite.
    /// - Complexity: O(keyframes); one allocation, the returned array.
    public func keyframes(forNewIndex newIndex: Int) -> [Transform3D] {
        let end = after.output(after.placement(forItem: newIndex))
        guard plan.oldIndex(forNewIndex: newIndex) != nil else {
            return [initialPlacement(forNewIndex: newIndex).transform, end.transform]
        }
        return pathKeyframes(forNewIndex: newIndex, from: initialPlacement(forNewIndex: newIndex), to: end)
    }

    /// The transforms the item at `oldIndex` passes through until it leaves or lands: a survivor's
    /// as ``keyframes(forNewIndex:)``, a deleted item's from its place before the update to
    /// ``finalPlacement(forOldIndex:)`` (shrunk and transparent where it was).
    /// - Complexity: O(keyframes); one allocation, the returned array.
    public func keyframes(forOldIndex oldIndex: Int) -> [Transform3D] {
        if let newIndex = plan.newIndex(forOldIndex: oldIndex) { return keyframes(forNewIndex: newIndex) }
        let start = after.output(before.placement(forItem: oldIndex))
        return [start.transform, finalPlacement(forOldIndex: oldIndex).transform]
    }

    /// The fractions of the animation's duration at which `count` keyframes are shown: evenly
    /// spaced from 0 to 1 (a timing curve applies to the whole animation, not to each segment).
    /// Fewer than two keyframes give `[0, 1]` clipped to the count.
    public static func keyTimes(count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The duration of the update's animation a platform's animation context reports, sanitized:
    /// non-finite or negative durations are 0 (no animation); anything else stands, in seconds.
    public static func animationDuration(_ platformDuration: Double) -> Double {
        platformDuration.isFinite ? max(0, platformDuration) : 0
    }

    /// Whether an update's animation running toward `end` goes on when the item is laid out again
    /// at `target` without keyframes (a layout pass right after the update, which re-applies the
    /// same place): yes when the two transforms agree in every entry within 1e-6 (points for the
    /// translations), no otherwise (a scroll step or another change: the new place is shown at
    /// once and the animation stops there). Non-finite entries never agree.
    public static func animationContinues(towards end: Transform3D, whenLaidOutAt target: Transform3D) -> Bool {
        let a = [
            end.m11, end.m12, end.m13, end.m14, end.m21, end.m22, end.m23, end.m24,
            end.m31, end.m32, end.m33, end.m34, end.m41, end.m42, end.m43, end.m44,
        ]
        let b = [
            target.m11, target.m12, target.m13, target.m14, target.m21, target.m22, target.m23, target.m24,
            target.m31, target.m32, target.m33, target.m34, target.m41, target.m42, target.m43, target.m44,
        ]
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
    }

    /// What a platform that animates an item's transform itself (AppKit) does to the item's layer
    /// when attributes are applied to it.
    public enum LayerAnimationStep: Hashable, Sendable {
        /// Run the update's animation through the keyframes.
        case run
        /// Leave the running update animation alone: it ends where the item is laid out.
        case keep
        /// Stop any running update animation: the new transform shows at once.
        case stop
    }

    /// The step for an item whose attributes carry `keyframeCount` keyframes and an animation of
    /// `duration` seconds, while the layer's update animation, if any, runs toward `running`:
    /// ``LayerAnimationStep/run`` with two keyframes or more and a positive duration (the end of
    /// an animated batch update); otherwise ``LayerAnimationStep/keep`` when the running animation
    /// ends where the item is laid out (`target`, ``animationContinues(towards:whenLaidOutAt:)``:
    /// the platform re-applying the update's final attributes), else ``LayerAnimationStep/stop``.
    public static func layerAnimationStep(
        keyframeCount: Int, duration: Double, runningTowards running: Transform3D?, laidOutAt target: Transform3D
    ) -> LayerAnimationStep {
        guard keyframeCount < 2 || !(duration > 0) else { return .run }
        guard let running, animationContinues(towards: running, whenLaidOutAt: target) else { return .stop }
        return .keep
    }

    /// A survivor's keyframes: along the new path when it passes through the old place, else the
    /// two ends.
    private func pathKeyframes(forNewIndex newIndex: Int, from start: ItemPlacement, to end: ItemPlacement)
        -> [Transform3D]
    {
        let travel = end.offset - start.offset
        guard travel.isFinite, travel != 0 else { return [start.transform, end.transform] }
        let startOnNewPath = placementOnNewPath(forItem: newIndex, atOffset: start.offset)
        guard startOnNewPath.center.isClose(to: start.center),
            startOnNewPath.transform.isClose(to: start.transform)
        else { return [start.transform, end.transform] }
        let segments = min(
            Self.maximumKeyframes - 1, max(1, Int((abs(travel) * Double(Self.keyframesPerItem)).rounded(.up))))
        var frames = [start.transform]
        frames.reserveCapacity(segments + 1)
        for step in 1..<segments {
            let offset = start.offset + travel * Double(step) / Double(segments)
            frames.append(placementOnNewPath(forItem: newIndex, atOffset: offset).transform)
        }
        frames.append(end.transform)
        return frames
    }

    /// Where the new pass's model places an item when it sits at `offset` from the centre (the
    /// scroll offset that puts it there, the pass's toggle), in the new pass's coordinates.
    private func placementOnNewPath(forItem index: Int, atOffset offset: Double) -> ItemPlacement {
        after.output(
            after.model.placement(forItemAt: index, scrollOffset: Double(index) - offset, toggle: after.toggle))
    }
}

extension Transform3D {
    /// Whether every field is within 1e-6 of `other`'s (relative to the field's size past 1).
    fileprivate func isClose(to other: Transform3D) -> Bool {
        zip(rowMajor, other.rowMajor).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
    }
}

extension Point2D {
    /// Whether both coordinates are within 1e-6 pt of `other`'s.
    fileprivate func isClose(to other: Point2D) -> Bool {
        abs(x - other.x) <= 1e-6 && abs(y - other.y) <= 1e-6
    }
}
