#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CarouselCore
import SwiftUI

/// A 3D carousel of views: every iCarousel type, wrapping, iCarousel's physics with the finger
/// tracked 1:1, a selection binding and data diffed by identity.
///
/// ```swift
/// Carousel(cards, selection: $selectedID) { card in
///     CardView(card)
/// }
/// .carouselType(.coverFlow)
/// .carouselOptions(CarouselOptions(wrap: true))
/// .carouselItemSize(CGSize(width: 220, height: 300))
/// .onCarouselTap { id in open(id) }
/// ```
///
/// Underneath is a `UICollectionView` laid out by ``/CarouselUIKit/CarouselCollectionViewLayout``
/// and driven by ``/CarouselUIKit/CarouselController``; each card is a reusable cell hosting
/// `content` (`UIHostingConfiguration`, no child view controllers). On macOS (13 and later) it is
/// an `NSCollectionView` in an `NSScrollView`, laid out by `CarouselAppKit`'s
/// `CarouselCollectionViewLayout` and driven by its `CarouselController`; each card is a reusable
/// item hosting `content` in an `NSHostingView`. The same data, selection, tap and content rules
/// apply on both; the macOS input is the trackpad, the mouse wheel, clicks and the keyboard.
///
/// - **Selection.** When the carousel comes to rest on a card (or while autoscroll moves it), the
///   card's identity is written to `selection`, once, not on every frame; a `nil` selection is
///   filled in the same way. Writing the binding scrolls to that card, animated when the
///   transaction animates (`withAnimation`). A value that is not in `data` is ignored.
/// - **Data.** Edits are diffed by identity: insertions, deletions and moves animate along the
///   carousel's path, and the current card keeps its place. Deleting the selected card selects
///   its neighbour (the next one, the previous one at the end) and writes the binding. Repeated
///   identities are dropped after their first occurrence (with a logged warning); empty data is
///   fine.
/// - **Content.** `content` runs when a card is shown, when its element changes (compared with
///   `==` when the element type is `Equatable`; every view update re-renders the cards on screen
///   otherwise) and when it becomes or stops being the current card
///   (`isCarouselCurrentItem`); never on every frame. A reused
///   cell starts from fresh SwiftUI state. Other state a card shows should reach it through its
///   element, the environment or an observable object, not through values `content` captures.
///   Trait-based environment (colour scheme, Dynamic Type, layout direction) reaches the cards;
///   pass other environment values and objects into `content` explicitly. Handlers such as
///   `onCarouselScroll(perform:)` that update state on every frame should
///   update it below the carousel's parent (in the indicator's own view), so that the carousel's
///   inputs are not re-read on every frame.
/// - **Taps.** A tap on a side card brings it to the centre; a tap on the centred card reaches
///   `onCarouselTap(perform:)`. Buttons inside the cards work; drags never tap.
///   On macOS a click is a tap (the card drawn on top under the pointer, as the core hit-tests
///   it) and VoiceOver's press activates the centred card. The centred card's controls
///   (`Button`, `Toggle`, `Picker`, `Slider`, `TextField`, `.contextMenu`) take their own clicks
///   while nothing moves the carousel but autoscroll (a press pauses it until the button is up)
///   and the card is drawn where its view's frame is (every built-in type but `.conveyorBelt` and
///   `.pagerCubic`, without a `viewpointOffset`); a click on a side card, on a centred card the
///   pause left between items, or on a scroll or slide is the carousel's (it centres the card, and
///   autoscroll waits for the next click), since AppKit delivers clicks without the cards' 3D
///   transforms.
///
/// Configure it with the `carousel…` modifiers (`carouselType(_:)` and the
/// others), scroll it from a ``CarouselReader``, and follow its position with
/// `onCarouselScroll(perform:)`.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let content: (Data.Element) -> Content

    /// A carousel of `data`, identified by the key path `id`.
    ///
    /// - Parameters:
    ///   - data: the cards' data, in order.
    ///   - id: the key path to each element's identity (unique within `data`).
    ///   - selection: the identity of the card the carousel rests on, written by the carousel and
    ///     read to scroll.
    ///   - content: the view of one card; it is laid out at the carousel's item size.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.selection = selection
        self.content = content
    }

    /// The carousel: a collection view with the carousel layout, one card per element.
    public var body: some View {
        CarouselRepresentable(data: data, id: id, selection: selection, content: content)
    }
}

@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A carousel of identifiable `data`.
    ///
    /// - Parameters:
    ///   - data: the cards' data, in order.
    ///   - selection: the identity of the card the carousel rests on, written by the carousel and
    ///     read to scroll.
    ///   - content: the view of one card; it is laid out at the carousel's item size.
    public init(
        _ data: Data, selection: Binding<ID?>? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, content: content)
    }
}
#endif
