#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
@_spi(Plumbing) import CarouselCore
import SwiftUI
import os

/// Where the SwiftUI adapter reports bad input (repeated identities).
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
@MainActor private let carouselLogger = Logger(subsystem: "io.github.carousel", category: "SwiftUI")

/// Carries out a ``Carousel``'s view updates and its collection view's callbacks, on every
/// platform.
///
/// Every decision is the core's: ``CarouselCore/ItemIdentities`` says whether the data's
/// identities and which contents changed, ``CarouselCore/SelectionSync`` what to scroll to and
/// what to write to the binding, ``CarouselCore/TapRoute`` where a tap goes. This file holds what
/// is the same on UIKit and AppKit: the data and selection bookkeeping, and holding back whatever
/// reaches the app (binding writes, handlers) until SwiftUI's view update is over.
/// `CarouselCoordinator+Views.swift` drives the controller, layout and data source, whose members
/// are the same on both platforms: `applyPlatformSettings(_:isRightToLeft:isFirstUpdate:isAnimated:)`,
/// `applySnapshot(animated:)`, the `platform…` state and the `platformScroll…` calls. The
/// platform's half (`CarouselCoordinator+UIKit.swift`, `CarouselCoordinator+AppKit.swift`) makes
/// the views, keeps them in ``views`` and makes only the calls that differ; it calls the
/// `carousel…`/`did…` callbacks below.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
@MainActor
final class CarouselCoordinator<Element, ID: Hashable, Content: View>: CarouselScrollTarget {
    private(set) var content: (Element) -> Content
    private(set) var elements: [Element] = []
    private(set) var items = ItemIdentities<ID>()
    private var sync = SelectionSync<ID>()
    private var selection: Binding<ID?>?
    private(set) var handlers = CarouselHandlers()
    private(set) var announcement: ((Int, Int) -> String?)?
    private var centersTappedItem = true
    /// The current item's index as last reported (−1 with no items), to re-render the card that
    /// stops being current.
    private var reportedIndex = -1
    /// The current item when the last tap landed, before the scroll it starts.
    private var currentIndexAtTap: Int?
    /// How deep SwiftUI's view updates and the host views' layout passes are nested, and whether
    /// the view was dismantled: what reaches the app waits, or is dropped (``CarouselCore/CallbackGate``).
    private(set) var gate = CallbackGate()
    /// Binding writes scheduled but not yet made: the binding's value is stale until they land.
    private var pendingWrites = 0
    /// The latest scroll offset held back for `onCarouselScroll`, if one is scheduled.
    private var pendingScrollOffset: Double?
    private(set) var hasAppliedData = false
    private var droppedCount = 0

    /// The platform's views, layout, controller and data source, once made.
    var views: CarouselPlatformViews?

    init(content: @escaping (Element) -> Content) {
        self.content = content
    }

    // MARK: View updates

    func update(
        data: some RandomAccessCollection<Element>, id: KeyPath<Element, ID>, selection: Binding<ID?>?,
        content: @escaping (Element) -> Content, settings: CarouselSettings, handlers: CarouselHandlers,
        isRightToLeft: Bool, isAnimated: Bool
    ) {
        gate.enter()
        defer { gate.leave() }
        self.content = content
        self.selection = selection
        self.handlers = handlers
        announcement = settings.accessibilityAnnouncement
        centersTappedItem = settings.centersItemWhenSelected
        guard views != nil else { return }
        let isAnimated = isAnimated && isPlatformInWindow
        applyPlatformSettings(
            settings, isRightToLeft: isRightToLeft, isFirstUpdate: !hasAppliedData, isAnimated: isAnimated)

        // Data: a snapshot when the identities changed; changed cards re-rendered in place.
        let old = items
        let oldElements = elements
        let newElements = Array(data)
        let change = items.update(newElements.lazy.map { $0[keyPath: id] }) { oldIndex, newPosition in
            !isKnownEqual(oldElements[oldIndex], newElements[newPosition])
        }
        if change.droppedPositions.isEmpty {
            elements = newElements
        } else {
            let dropped = Set(change.droppedPositions)
            elements = newElements.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
        if change.droppedPositions.count != droppedCount {
            droppedCount = change.droppedPositions.count
            if droppedCount > 0 {
                carouselLogger.warning(
                    "Carousel: \(self.droppedCount) element(s) repeat an earlier identity; only the first of each is shown"
                )
            }
        }
        if change.identitiesChanged || !hasAppliedData {
            applySnapshot(animated: hasAppliedData && isPlatformInWindow)
            hasAppliedData = true
            // The layout's options as its settings resolve them now (applied above), not as
            // of its last pass.
            let wraps = views?.layout.resolvedOptions.wrap == true
            if let write = sync.dataDidChange(from: old, to: items, isWrapEnabled: wraps) { self.write(write) }
        }
        refreshVisibleItems(tokens: Set(change.changedTokens))

        // Selection: the app's value scrolls (not while a write of ours is on its way: the value
        // read now is the one it replaces).
        if pendingWrites == 0, let selection, sync.bindingDidChange(to: selection.wrappedValue, in: items) != nil {
            startPendingScroll(animated: isAnimated)
        }
    }

    // MARK: Cards

    /// The current item's index now (−1 with no items), even in the middle of a data change.
    var currentIndex: Int { platformCurrentIndex }

    /// The card for a data-source token, `nil` if no item has it: the content of its element, told
    /// whether it is the current item, identified by the token (so that a reused cell or item
    /// starts from fresh SwiftUI state).
    func card(forToken token: Int) -> CarouselCard<Content>? {
        guard let index = items.index(ofToken: token) else { return nil }
        return CarouselCard(content: content(elements[index]), isCurrent: index == currentIndex, token: token)
    }

    /// Re-renders the cards on screen whose contents changed; every one of them when the elements
    /// cannot be compared (not `Equatable`).
    private func refreshVisibleItems(tokens: Set<Int>) {
        guard !tokens.isEmpty else { return }
        for index in platformVisibleIndexes {
            guard items.tokens.indices.contains(index), tokens.contains(items.tokens[index]) else { continue }
            refreshItem(at: index)
        }
    }

    /// Re-renders the card at an index if it is on screen (nothing out of range).
    private func refreshItem(at index: Int) {
        guard index >= 0, index < items.count else { return }
        reconfigureItem(at: index)
    }

    // MARK: The carousel's callbacks

    /// The platform's controller reports a new current item (−1: none).
    func carouselCurrentItemDidChange(to index: Int) {
        let previous = reportedIndex
        reportedIndex = index
        if previous != reportedIndex {
            refreshItem(at: previous)
            refreshItem(at: reportedIndex)
        }
        carouselDidMove()
    }

    /// The platform's controller reports a scrolling event.
    func carouselDidSend(_ event: InteractionEvent) {
        if let onEvent = handlers.onEvent { deliver { onEvent(event) } }
        carouselDidMove()
    }

    /// The text to announce for the item at `index`: the app's, or the default.
    func carouselAnnouncement(forItem index: Int) -> String? {
        guard let announcement else { return InteractionEngine.defaultAnnouncement(forItem: index, of: items.count) }
        return announcement(index, items.count)
    }

    private func carouselDidMove() {
        guard views != nil else { return }
        if let write = sync.carouselDidMove(currentIndex: currentIndex, isSettled: isPlatformSettled, in: items) {
            self.write(write)
        }
    }

    /// A tap (a click on macOS) landed on a card, before the scroll it may start.
    func tapWillLand() {
        currentIndexAtTap = currentIndex
    }

    /// The tap reached the card at `index`: the app's when ``CarouselCore/TapRoute`` says so.
    func didTap(itemAt index: Int) {
        let current = currentIndexAtTap ?? currentIndex
        currentIndexAtTap = nil
        let route = TapRoute(tappedIndex: index, currentIndex: current, centersTappedItem: centersTappedItem)
        guard route == .activate, let id = items.id(at: index), let onTap = handlers.onTap else { return }
        deliver { onTap(AnyHashable(id)) }
    }

    /// The carousel moved (any change of the scroll view's offset).
    func didScroll() {
        guard let onScroll = handlers.onScroll, views != nil else { return }
        let offset = platformScrollOffset
        switch gate.route {
        case .now:
            onScroll(offset)
        case .later:
            // Several moves inside one update reach the app once, with the latest offset.
            let isScheduled = pendingScrollOffset != nil
            pendingScrollOffset = offset
            if isScheduled { return }
            DispatchQueue.main.async { [weak self] in
                guard let self, let offset = pendingScrollOffset, gate.route != .drop else { return }
                pendingScrollOffset = nil
                handlers.onScroll?(offset)
            }
        case .drop:
            return
        }
    }

    /// A layout pass of the host views begins (AppKit's `layout()`): whatever it raises waits
    /// until the run loop's next turn.
    func willLayout() {
        gate.enter()
    }

    /// A layout pass ended (after ``willLayout()``): a scroll that waited for the first layout
    /// can start, and what it raises still waits.
    func didLayout() {
        startPendingScroll()
        gate.leave()
    }

    /// Runs `work` now, or right after the view update or layout pass under way (SwiftUI does not
    /// allow state changes while it updates views); never once the view is dismantled.
    private func deliver(_ work: @escaping @MainActor () -> Void) {
        switch gate.route {
        case .now:
            work()
        case .later:
            DispatchQueue.main.async { [weak self] in
                if self?.gate.route != .drop { work() }
            }
        case .drop:
            return
        }
    }

    /// Writes the binding (after the update under way, if any; never once the view is dismantled).
    private func write(_ write: SelectionSync<ID>.Write) {
        guard let selection else { return }
        switch gate.route {
        case .now:
            selection.wrappedValue = write.value
        case .later:
            pendingWrites += 1
            DispatchQueue.main.async { [weak self] in
                if self?.gate.route != .drop { selection.wrappedValue = write.value }
                self?.pendingWrites -= 1
            }
        case .drop:
            return
        }
    }

    /// SwiftUI removes the carousel: nothing reaches the app from now on, not even what waited
    /// (``CarouselCore/CallbackGate/dismantle()``), and the handlers and binding are let go before
    /// anything is stopped.
    func disconnectFromApp() {
        gate.dismantle()
        handlers = CarouselHandlers()
        selection = nil
    }

    /// Starts the scroll the binding asked for, once the carousel can: after its first layout,
    /// and never during a drag (the user's gesture wins; the carousel writes where it rests).
    private func startPendingScroll(animated: Bool = false) {
        guard gate.mayStartMotion, let index = sync.pendingIndex(in: items), views != nil else { return }
        if isPlatformDragging {
            sync.scrollWasRefused()
            return
        }
        guard isPlatformReadyToScroll else { return }
        if platformScroll(toIndex: index, animated: animated) {
            sync.scrollDidStart()
        }
    }

    // MARK: CarouselScrollTarget

    func scroll(toID id: AnyHashable, animated: Bool) -> Bool {
        guard let id = id.base as? ID, let index = items.index(of: id), views != nil else { return false }
        return platformScroll(toIndex: index, animated: animated)
    }

    func scroll(byItems count: Int, animated: Bool) -> Bool {
        guard views != nil else { return false }
        return platformScroll(byItems: count, animated: animated)
    }

    func stopScrolling() {
        platformStopScrolling()
    }
}

/// One card as the carousel hosts it: the app's content for an element, with
/// ``SwiftUICore/EnvironmentValues/isCarouselCurrentItem`` set, identified by its data-source
/// token so that a cell or item reused for another card starts from fresh SwiftUI state.
///
/// On macOS the card fills its item and carries a drag gesture (from the mouse-down, any distance)
/// that hands the carousel the clicks and drags the card's own controls do not take
/// (``pointer``): the collection view lets a click reach the card's hosting view only on the
/// current card at rest (`CarouselCollectionView.hitTest(_:)`), and there a click on the card's
/// background must still select it and a drag still scroll. The gesture is attached with
/// `gesture(_:including:)`, which SwiftUI documents as "a lower precedence than gestures defined
/// by the view": a `Button`, `Toggle` or `.contextMenu` in the card keeps its click, and AppKit
/// controls SwiftUI hosts (a `TextField`'s field, a `Slider`) get theirs from AppKit's hit test.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
struct CarouselCard<Content: View>: View {
    let content: Content
    let isCurrent: Bool
    let token: Int
    /// The layout direction to impose, where the hosting view does not inherit the carousel's
    /// (AppKit's `NSHostingView`; UIKit's `UIHostingConfiguration`, which hands its content the
    /// cell's trait collection, the app's direction); `nil` keeps the inherited one.
    var layoutDirection: SwiftUI.LayoutDirection?
    #if os(macOS)
    /// Where the card's root gesture reports the mouse (macOS): `nil` until the card is hosted.
    var pointer: CarouselCardPointer?
    /// Whether the root gesture is under way: SwiftUI resets it when the gesture ends or is
    /// cancelled, and a cancelled gesture reports no end (``CarouselCardPointer/cancelled``).
    @GestureState private var isPressed = false
    #endif

    var body: some View {
        #if os(macOS)
        environmentContent
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .updating($isPressed) { _, pressed, _ in pressed = true }
                    .onChanged { pointer?.changed($0.location, $0.startLocation) }
                    .onEnded { pointer?.ended($0.location, $0.startLocation) }
            )
            .modifier(OnRelease(isPressed: isPressed) { pointer?.cancelled() })
            .id(token)
        #else
        environmentContent.id(token)
        #endif
    }

    private var environmentContent: some View {
        content
            .environment(\.isCarouselCurrentItem, isCurrent)
            .transformEnvironment(\.layoutDirection) { direction in
                if let layoutDirection { direction = layoutDirection }
            }
    }
}

#if os(macOS)
/// Where a card's root gesture reports the mouse on macOS, in the card's own coordinates (points
/// from its top-left corner, y down): the coordinator carries each report to the controller as the
/// collection view's own mouse events would go.
@available(macOS 13.0, *)
struct CarouselCardPointer {
    /// The gesture that began at the second point moved to the first (its first report is the
    /// mouse-down).
    var changed: @MainActor (CGPoint, CGPoint) -> Void
    /// The gesture that began at the second point ended at the first: the mouse button came up.
    var ended: @MainActor (CGPoint, CGPoint) -> Void
    /// The gesture was reset without an end (cancelled), or just after its end.
    var cancelled: @MainActor () -> Void
}

/// Calls `action` when `isPressed` turns false (`onChange(of:)` in the form each macOS has).
@available(macOS 13.0, *)
private struct OnRelease: ViewModifier {
    let isPressed: Bool
    let action: () -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(macOS 14.0, *) {
            content.onChange(of: isPressed) { _, pressed in if !pressed { action() } }
        } else {
            content.onChange(of: isPressed) { pressed in if !pressed { action() } }
        }
    }
}
#endif
#endif
