import UIKit

/// Toolbar buttons whose menus list the ``ItemEdit``s, each enabled only when it applies.
@available(iOS 16.0, *)
@MainActor
enum EditMenus {
    /// A toolbar item for `group`. The menu is rebuilt each time it opens, so that edits that
    /// cannot apply to the current `count()` of cards are disabled.
    static func barButtonItem(
        for group: ItemEdit.Group,
        count: @escaping @MainActor () -> Int,
        perform: @escaping @MainActor (ItemEdit) -> Void
    ) -> UIBarButtonItem {
        let menu = UIMenu(
            title: group.title,
            children: [
                UIDeferredMenuElement.uncached { completion in
                    let available = count()
                    completion(
                        group.edits.map { edit in
                            UIAction(
                                title: edit.title, attributes: edit.isAvailable(count: available) ? [] : [.disabled]
                            ) { _ in
                                perform(edit)
                            }
                        })
                }
            ])
        let item = UIBarButtonItem(
            title: group.title, image: UIImage(systemName: group.symbolName), primaryAction: nil, menu: menu)
        item.accessibilityLabel = group.title
        return item
    }
}
