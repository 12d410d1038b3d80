/// The keys a carousel answers, named as the keyboard (or a remote's directional pad) names them.
///
/// Arrows are physical directions: in a right-to-left horizontal carousel, ← moves toward higher
/// indexes, because those items lie to the left. Home, End, Page Up and Page Down are logical:
/// the first item, the last item, a page back and a page forward, whatever the direction.
/// See `KeyNavigation` for what each key does.
public enum CarouselKey: String, CaseIterable, Hashable, Sendable {
    /// ← (`NSLeftArrowFunctionKey`, `UIKeyCommand.inputLeftArrow`, the remote's left).
    case left
    /// →.
    case right
    /// ↑.
    case up
    /// ↓.
    case down
    /// Home (fn-← on a Mac laptop keyboard).
    case home
    /// End (fn-→).
    case end
    /// Page Up (fn-↑).
    case pageUp
    /// Page Down (fn-↓).
    case pageDown
}
