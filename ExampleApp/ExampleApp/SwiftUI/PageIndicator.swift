import SwiftUI

/// The carousel's position as dots and "3 / 12". It follows the selection binding; tapping a dot
/// writes the binding, and the carousel scrolls to that card.
@available(iOS 16.0, *)
struct PageIndicator<ID: Hashable>: View {
    /// The cards' identities, in carousel order.
    let ids: [ID]
    @Binding var selection: ID?
    /// With more cards than this, the text alone is shown.
    var maximumDots = 15

    private var position: Int? { selection.flatMap { ids.firstIndex(of: $0) } }

    var body: some View {
        VStack(spacing: 4) {
            if ids.count <= maximumDots {
                HStack(spacing: 0) {
                    ForEach(ids, id: \.self) { id in
                        Button {
                            withAnimation { selection = id }
                        } label: {
                            Circle()
                                .fill(id == selection ? Color.accentColor : Color.secondary.opacity(0.4))
                                .frame(width: 8, height: 8)
                                .padding(5)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
                .accessibilityHidden(true)
            }
            Text(ids.isEmpty ? "No cards" : "\(position.map { "\($0 + 1)" } ?? "–") / \(ids.count)")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .accessibilityLabel(position.map { "Card \($0 + 1) of \(ids.count)" } ?? "No cards")
        }
    }
}
