#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI

/// One card's data: an identity and a title.
struct TestCard: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String

    /// Cards with the identities `ids`, titled "Card <id>".
    static func numbered(_ ids: some Sequence<Int>) -> [TestCard] {
        ids.map { TestCard(id: $0, title: "Card \($0)") }
    }
}

/// One event the carousel reported through `onCarouselEvent`, and whether it arrived while the
/// fixture was applying a SwiftUI view update (``HostedSwiftUICarousel/applyUpdate()``).
struct RecordedEvent: Hashable, Sendable {
    let event: InteractionEvent
    let duringViewUpdate: Bool
}

/// The app's state behind the test carousel, as an app keeps it: an observable object holding the
/// cards, the selection and the settings the modifiers read. A test changes them and lets SwiftUI
/// update; what the carousel calls back with is logged here (not published: logging never starts a
/// view update of its own).
@MainActor
final class CarouselTestModel: ObservableObject {
    @Published var cards: [TestCard]
    /// The selection binding's value (`$model.selection` is the binding the carousel gets).
    @Published var selection: Int? {
        didSet {
            if !isTestWriting { carouselWrites.append(.init(value: selection, duringViewUpdate: isApplyingUpdate)) }
        }
    }
    @Published var type: CarouselType = .linear
    @Published var itemSize = CGSize(width: 200, height: 200)
    /// When set, the item size given instead of ``itemSize`` (a fraction of the bounds).
    @Published var itemSizing: ItemSize?
    @Published var options = CarouselOptions()
    @Published var layoutDirection: SwiftUI.LayoutDirection = .leftToRight

    /// One write of the carousel to the selection binding.
    struct Write: Hashable, Sendable {
        let value: Int?
        let duringViewUpdate: Bool
    }

    /// Every value the carousel wrote to the binding, in order (the test's own writes excluded).
    var carouselWrites: [Write] = []
    /// Every event `onCarouselEvent` received, in order.
    var events: [RecordedEvent] = []
    /// The identities the carousel's content closure built a card for, in order.
    var renderedIDs: [Int] = []
    /// The identities whose card's `Button` ran its action.
    var buttonPresses: [Int] = []
    /// The identities `onCarouselTap` received.
    var taps: [Int] = []
    /// The layout direction each card's body last read from its environment, by identity.
    var cardLayoutDirections: [Int: SwiftUI.LayoutDirection] = [:]
    /// How many times the root view's body ran while the fixture applied an update.
    var bodyRunsDuringViewUpdate = 0

    /// Set by the fixture while it makes SwiftUI apply a change (the view update under way).
    var isApplyingUpdate = false
    private var isTestWriting = false

    init(cards: [TestCard], selection: Int? = nil) {
        self.cards = cards
        self.selection = selection
    }

    /// Sets the selection as the app would (not logged as a carousel write).
    func select(_ id: Int?) {
        isTestWriting = true
        defer { isTestWriting = false }
        selection = id
    }

    /// Forgets what was logged so far (a test's arrange step is over).
    func clearLogs() {
        carouselWrites = []
        events = []
        renderedIDs = []
        buttonPresses = []
        taps = []
    }

    func noteBodyRun() -> Bool {
        if isApplyingUpdate { bodyRunsDuringViewUpdate += 1 }
        return true
    }

    func noteRendered(_ id: Int) -> Bool {
        renderedIDs.append(id)
        return true
    }

    func noteLayoutDirection(_ direction: SwiftUI.LayoutDirection, ofCard id: Int) -> Bool {
        cardLayoutDirections[id] = direction
        return true
    }

    func record(_ event: InteractionEvent) {
        events.append(RecordedEvent(event: event, duringViewUpdate: isApplyingUpdate))
    }
}

/// The view the test hosts: a ``Carousel`` of the model's cards with its selection bound to the
/// model, every setting the model holds applied by its modifier, and the handlers logging.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
struct CarouselTestRoot: View {
    @ObservedObject var model: CarouselTestModel

    var body: some View {
        let _ = model.noteBodyRun()
        Carousel(model.cards, selection: $model.selection) { card in
            let _ = model.noteRendered(card.id)
            TestCardView(card: card, model: model)
        }
        .carouselType(model.type)
        .carouselItemSize(
            model.itemSizing
                ?? .fixed(Size2D(width: Double(model.itemSize.width), height: Double(model.itemSize.height)))
        )
        .carouselOptions(model.options)
        .accessibilityLabel("Cards")
        .onCarouselEvent { event in model.record(event) }
        .onCarouselTap { (id: Int) in model.taps.append(id) }
        .environment(\.layoutDirection, model.layoutDirection)
        .ignoresSafeArea()
    }
}

/// A card: a `Button` filling it, labelled with the card's title; it logs the layout direction
/// its environment holds.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
struct TestCardView: View {
    let card: TestCard
    let model: CarouselTestModel
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let _ = model.noteLayoutDirection(layoutDirection, ofCard: card.id)
        Button {
            model.buttonPresses.append(card.id)
        } label: {
            Text(card.title)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.blue)
        }
        .buttonStyle(.plain)
    }
}
#endif
