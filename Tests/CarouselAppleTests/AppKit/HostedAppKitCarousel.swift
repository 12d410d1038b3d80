#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit
@_spi(Plumbing) import CarouselPlatform

/// A carousel as an app builds one on macOS, in a real window: a ``CarouselCollectionView`` as the
/// document view of an `NSScrollView`, a ``CarouselCollectionViewLayout``, ``HostedCard`` items
/// (each with a button) from a plain or a diffable data source, and a ``CarouselController`` on a
/// manual clock, so time moves only when a test says (``advance(to:)``), never by sleeping.
///
/// The window is borderless and never ordered on screen: no `NSApplication` run loop runs in a
/// test process. AppKit still lays out its views (`layoutSubtreeIfNeeded()`), but the window is
/// never `.visible` to `occlusionState`, which the controller reads as "nobody can see the
/// carousel" (motions would jump to their end, autoscroll would pause): the fixture tells the
/// controller once that the carousel is on screen (``declareOnScreen(_:)``). Everything runs on
/// the main actor, as AppKit requires.
@available(macOS 11, *)
@MainActor
final class HostedAppKitCarousel: NSObject, NSCollectionViewDataSource {
    /// Where the carousel's scroll view sits.
    enum Embedding {
        /// It fills the window's content view.
        case window
        /// It is the top `height` points of a tall page scrolled by ``HostedAppKitCarousel/page``.
        case page(carouselHeight: CGFloat)
    }

    let window: NSWindow
    /// The carousel's own scroll view (its clip view's bounds origin is the content offset).
    let scrollView: NSScrollView
    let collectionView: CarouselCollectionView
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    /// The scroll view around the carousel's, with ``Embedding/page(carouselHeight:)``.
    let page: RecordingScrollView?
    /// The diffable data source, when the fixture was made with `diffable: true` (identifiers are
    /// the numbers `0..<items` at first).
    private(set) var diffableDataSource: NSCollectionViewDiffableDataSource<Int, Int>?
    /// The item count the plain data source reports.
    var items: Int
    /// The numbers whose card's button fired, in order.
    private(set) var pressedButtons: [Int] = []

    /// Builds the window and the carousel. With `laysOut` false nothing is laid out yet, so a test
    /// can act before AppKit's first layout pass.
    init(
        _ settings: LayoutSettings = LayoutSettings(), items: Int = 12, size: CGSize = CGSize(width: 800, height: 500),
        embedding: Embedding = .window, diffable: Bool = false, laysOut: Bool = true
    ) {
        self.items = items
        window = NSWindow(
            contentRect: CGRect(origin: .zero, size: size), styleMask: [.borderless], backing: .buffered,
            defer: false)
        window.isReleasedWhenClosed = false
        let content = NSView(frame: CGRect(origin: .zero, size: size))
        window.contentView = content
        switch embedding {
        case .window:
            scrollView = NSScrollView(frame: content.bounds)
            scrollView.autoresizingMask = [.width, .height]
            content.addSubview(scrollView)
            page = nil
        case .page(let carouselHeight):
            let outer = RecordingScrollView(frame: content.bounds)
            outer.autoresizingMask = [.width, .height]
            outer.hasVerticalScroller = true
            let pageView = FlippedView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height * 4))
            outer.documentView = pageView
            scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: size.width, height: carouselHeight))
            pageView.addSubview(scrollView)
            content.addSubview(outer)
            page = outer
        }
        // The app's own scroller settings, which the controller hides while it is in charge.
        scrollView.hasHorizontalScroller = true
        layout = CarouselCollectionViewLayout(settings: settings)
        collectionView = CarouselCollectionView(frame: scrollView.bounds)
        collectionView.collectionViewLayout = layout
        collectionView.isSelectable = true
        collectionView.register(HostedCard.self, forItemWithIdentifier: HostedCard.identifier)
        collectionView.register(
            CarouselPlaceholderView.self,
            forSupplementaryViewOfKind: CarouselCollectionViewLayout.elementKindPlaceholder,
            withIdentifier: Self.placeholderIdentifier)
        scrollView.documentView = collectionView
        controller = CarouselController(collectionView: collectionView, clock: .manual(at: 0))
        super.init()
        if diffable {
            let source = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                [weak self] collectionView, indexPath, number in
                // AppKit calls the provider on the main thread; the macOS 14 SDK does not say so.
                onMainActor((collectionView, indexPath, number)) { self?.card(in: $0.0, at: $0.1, number: $0.2) }
            }
            source.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                onMainActor((collectionView, kind, indexPath)) { self?.placeholder(in: $0.0, ofKind: $0.1, at: $0.2) }
            }
            diffableDataSource = source
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<items))
            source.apply(snapshot, animatingDifferences: false)
        } else {
            collectionView.dataSource = self
        }
        Self.declareOnScreen(controller)
        if laysOut { layOut() }
    }

    /// Tells `controller` that its carousel is on screen with VoiceOver and Reduce Motion off: the
    /// window of a test process is never `.visible` (see the type's documentation).
    static func declareOnScreen(_ controller: CarouselController) {
        controller.drive { driver, time, out in
            driver.environmentDidChange(
                InteractionEnvironment(isVoiceOverRunning: false, isReduceMotionEnabled: false, isInWindow: true),
                at: time, into: &out)
        }
    }

    /// Orders the window out and closes it (it is not released: `isReleasedWhenClosed` is off), so
    /// nothing of this carousel is left for a later test. Every test calls it, with `defer`, right
    /// after making the carousel.
    func close() {
        window.orderOut(nil)
        window.close()
    }

    /// Lays out the whole window now.
    func layOut() {
        window.contentView?.layoutSubtreeIfNeeded()
        collectionView.layoutSubtreeIfNeeded()
    }

    /// Moves the clock to `time` (seconds), delivering the frames a 60 Hz display would, and lays
    /// out what they moved.
    func advance(to time: Double) {
        controller.advanceManualClock(to: time)
        layOut()
    }

    /// Lets every motion finish (ten seconds of frames) and lays out.
    func settle() {
        advance(to: (controller.manualClock ?? 0) + 10)
    }

    // MARK: Reading

    /// The clip view's bounds: the visible area of the strip, in the collection view's coordinates.
    var visibleRect: CGRect { scrollView.contentView.bounds }

    /// The items AppKit shows now, by item number of section 0.
    var visibleItemsByIndex: [Int: NSCollectionViewItem] {
        var shown: [Int: NSCollectionViewItem] = [:]
        for path in collectionView.indexPathsForVisibleItems() {
            if let item = collectionView.item(at: path) { shown[path.item] = item }
        }
        return shown
    }

    /// The layout's attributes for an item, as the carousel layout class.
    func attributes(_ indexPath: IndexPath) -> CarouselLayoutAttributes? {
        layout.layoutAttributesForItem(at: indexPath) as? CarouselLayoutAttributes
    }

    /// Where an item's centre is drawn, in the collection view's coordinates: its frame's centre
    /// carried by its transform (projected, perspective included).
    func drawnCentre(of indexPath: IndexPath) -> CGPoint? {
        guard let attributes = attributes(indexPath) else { return nil }
        let t = attributes.transform3D
        let w = t.m44 == 0 ? 1 : t.m44
        return CGPoint(x: attributes.frame.midX + t.m41 / w, y: attributes.frame.midY + t.m42 / w)
    }

    /// The number the diffable data source shows at `indexPath`, if any.
    func identifier(at indexPath: IndexPath?) -> Int? {
        indexPath.flatMap { diffableDataSource?.itemIdentifier(for: $0) }
    }

    // MARK: Data source

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem
    {
        card(in: collectionView, at: indexPath, number: indexPath.item)
    }

    /// The placeholders' views (the only supplementary views the carousel shows).
    func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView {
        placeholder(in: collectionView, ofKind: kind, at: indexPath) ?? NSView()
    }

    /// A ``CarouselPlaceholderView`` for a placeholder's index path (`makeSupplementaryView` returns
    /// an `NSView` in the macOS 14 SDK).
    private func placeholder(in collectionView: NSCollectionView, ofKind kind: String, at indexPath: IndexPath)
        -> CarouselPlaceholderView?
    {
        collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: Self.placeholderIdentifier, for: indexPath)
            as? CarouselPlaceholderView
    }

    /// The identifier the placeholders' ``CarouselPlaceholderView`` is registered under.
    static let placeholderIdentifier = NSUserInterfaceItemIdentifier("placeholder")

    private func card(in collectionView: NSCollectionView, at indexPath: IndexPath, number: Int)
        -> NSCollectionViewItem
    {
        let item = collectionView.makeItem(withIdentifier: HostedCard.identifier, for: indexPath)
        if let card = item as? HostedCard {
            card.number = number
            card.onPress = { [weak self] in self?.pressedButtons.append($0) }
        }
        return item
    }
}

/// A card: a ``CarouselItem`` (so its view is a `CarouselItemView`) with a button in its middle
/// whose action reports the card's number.
@available(macOS 11, *)
@MainActor
final class HostedCard: CarouselItem {
    static let identifier = NSUserInterfaceItemIdentifier("hosted-card")
    /// The button in the card's middle: 120 × 40 pt, centred.
    let button = NSButton(title: "Open", target: nil, action: nil)
    var number = -1 {
        didSet { button.setAccessibilityLabel("Open card \(number)") }
    }
    var onPress: ((Int) -> Void)?

    override func loadView() {
        super.loadView()
        view.layer?.backgroundColor = NSColor.systemIndigo.cgColor
        button.target = self
        button.action = #selector(pressed(_:))
        button.frame = CGRect(x: 40, y: 80, width: 120, height: 40)
        button.autoresizingMask = [.minXMargin, .maxXMargin, .minYMargin, .maxYMargin]
        view.addSubview(button)
    }

    override func viewDidLayout() {
        super.viewDidLayout()
        let bounds = view.bounds
        button.frame = CGRect(x: bounds.midX - 60, y: bounds.midY - 20, width: 120, height: 40)
    }

    @objc private func pressed(_ sender: Any?) { onPress?(number) }
}

/// A flipped plain view (a page's document view, laid out top down).
final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}

/// A scroll view that records the scroll-wheel events that reach it, then scrolls as usual.
final class RecordingScrollView: NSScrollView {
    /// The events that reached `scrollWheel(with:)`, in order.
    private(set) var receivedScrollEvents: [NSEvent] = []

    override func scrollWheel(with event: NSEvent) {
        receivedScrollEvents.append(event)
        super.scrollWheel(with: event)
    }
}

/// Index path `item` of section 0.
func appKitPath(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

/// Whether every field of a transform is finite.
func isFinite(_ t: CATransform3D) -> Bool {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        .allSatisfy(\.isFinite)
}

/// Whether every field of two transforms agrees within `tolerance`.
func nearlyEqual(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-6) -> Bool {
    let x = [
        a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44,
    ]
    let y = [
        b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44,
    ]
    return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether a rectangle's origin and size are finite.
func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
}
#endif
