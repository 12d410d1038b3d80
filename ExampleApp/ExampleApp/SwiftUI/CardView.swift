import CarouselSwiftUI
import SwiftUI

/// A card of the SwiftUI carousel: the item's symbol and title on its colour. The centred card
/// gets a white border and full-strength content, read from `isCarouselCurrentItem`.
@available(iOS 16.0, *)
struct CardView: View {
    let item: CarouselItem
    @Environment(\.isCarouselCurrentItem) private var isCurrent

    private let shape = RoundedRectangle(cornerRadius: 20, style: .continuous)

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: item.symbolName)
                .font(.largeTitle)
                .imageScale(.large)
            Text(item.title)
                .font(.headline)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .minimumScaleFactor(0.5)
        }
        .foregroundStyle(.white)
        .opacity(isCurrent ? 1 : 0.6)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(hue: item.hue, saturation: 0.55, brightness: 0.75), in: shape)
        .overlay {
            shape.strokeBorder(
                isCurrent ? .white : Color(hue: item.hue, saturation: 0.7, brightness: 0.5),
                lineWidth: isCurrent ? 4 : 1)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(item.title)
        .accessibilityAddTraits(isCurrent ? [.isButton, .isSelected] : .isButton)
    }
}
