import CarouselSwiftUI
import SwiftUI
import UIKit

/// The carousel built with SwiftUI (`CarouselSwiftUI`'s `Carousel`): every type, wrapping, a
/// selection binding shown by a page indicator, animated edits, Previous and Next through a
/// `CarouselReader`, and taps on the centred card.
@available(iOS 16.0, *)
@MainActor
struct SwiftUIGalleryView: View {
    @State private var store = ItemStore(count: 12)
    @State private var selectedID: CarouselItem.ID?
    @State private var type = CarouselType.coverFlow
    @State private var wraps = true
    @State private var tappedItem: CarouselItem?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The cards in carousel order.
    private var items: [CarouselItem] { store.order.compactMap { store.item(withID: $0) } }

    /// The index of the selected card, if it is still in the store.
    private var selectedIndex: Int? { selectedID.flatMap { store.order.firstIndex(of: $0) } }

    var body: some View {
        CarouselReader { proxy in
            VStack(spacing: 12) {
                settings
                carousel
                PageIndicator(ids: store.order, selection: $selectedID)
                HStack {
                    Button {
                        proxy.scrollToPrevious()
                    } label: {
                        Label("Previous", systemImage: "chevron.backward")
                    }
                    Button {
                        proxy.scrollToNext()
                    } label: {
                        Label("Next", systemImage: "chevron.forward")
                    }
                }
                .disabled(store.count == 0)
                edits
            }
            .buttonStyle(.bordered)
            .padding(.vertical)
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .alert("Tapped", isPresented: isShowingTap, presenting: tappedItem) { _ in
            Button("OK", role: .cancel) {}
        } message: { item in
            Text("You tapped \(item.title).")
        }
    }

    /// The type menu and the wrap switch; both changes animate.
    private var settings: some View {
        HStack {
            Picker("Type", selection: $type.animation()) {
                ForEach(CarouselType.allCases, id: \.self) { type in
                    Text(GalleryEntry(type: type).title).tag(type)
                }
            }
            Spacer()
            Toggle("Wrap", isOn: $wraps.animation())
                .fixedSize()
        }
        .padding(.horizontal)
    }

    /// The carousel, its cards sized for the space it gets. The custom type follows the app's
    /// helix, as in the gallery.
    private var carousel: some View {
        GeometryReader { geometry in
            Carousel(items, selection: $selectedID) { item in
                CardView(item: item)
            }
            .carouselType(type)
            .carouselCustomPath(GalleryEntry(type: type).customPath)
            .carouselOptions(CarouselOptions(wrap: wraps))
            .carouselItemSize(itemSize(in: geometry.size))
            .onCarouselTap { (id: CarouselItem.ID) in
                tappedItem = store.item(withID: id)
            }
        }
    }

    /// The card size the UIKit screens use for this type, space and text size.
    private func itemSize(in size: CGSize) -> CGSize {
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
        return ItemSizing.itemSize(for: type, in: size, traits: traits)
    }

    /// Insert after the selected card, delete the selected card, shuffle; each animates.
    private var edits: some View {
        HStack {
            Button {
                withAnimation {
                    store.insert(store.makeItems(1), at: selectedIndex.map { $0 + 1 } ?? store.count)
                }
            } label: {
                Label("Insert", systemImage: "plus")
            }
            Button(role: .destructive) {
                guard let selectedIndex else { return }
                withAnimation { store.remove(at: [selectedIndex]) }
            } label: {
                Label("Delete", systemImage: "trash")
            }
            .disabled(selectedIndex == nil)
            Button {
                withAnimation { store.reorder { $0.shuffled() } }
            } label: {
                Label("Shuffle", systemImage: "shuffle")
            }
            .disabled(store.count < 2)
        }
    }

    /// Whether the alert for a tapped card is up; dismissing it forgets the card.
    private var isShowingTap: Binding<Bool> {
        Binding(get: { tappedItem != nil }, set: { if !$0 { tappedItem = nil } })
    }
}
