import CarouselUIKit
import UIKit

/// One carousel, everything about it live: the cards, the current item and a page control, an
/// event log, edit menus in the toolbar and an options panel.
///
/// All placement and scrolling comes from the package: ``CarouselCollectionViewLayout`` places the
/// cards and ``CarouselController`` (installed as the collection view's delegate) snaps,
/// centres tapped cards, autoscrolls and reports events. This screen only wires them to controls.
@available(iOS 16.0, *)
final class CarouselViewController: UIViewController, UICollectionViewDelegate {
    /// The gallery row this screen shows.
    let entry: GalleryEntry
    /// The layout every option in the panel is bound to.
    let layout: CarouselCollectionViewLayout
    /// Snapping, tap to centre, programmatic scrolling, autoscroll and events.
    private(set) var scrollController: CarouselController!
    /// The carousel's collection view.
    private(set) var collectionView: UICollectionView!
    /// Which of the app's paths the custom type follows; setting it installs the path in the layout.
    var appPath: AppPath? {
        didSet { layout.customPath = appPath?.path }
    }
    /// Whether the options panel set the card size; Dynamic Type and size changes then leave it alone.
    var hasCustomItemSize = false {
        didSet { if !hasCustomItemSize { updateItemSize() } }
    }

    private var dataSource: CarouselDataSource!
    private let statusView = CarouselStatusView()
    private let eventLog = EventLogView()

    /// A screen for `entry`'s carousel type (and its custom path, if any).
    init(entry: GalleryEntry) {
        self.entry = entry
        layout = CarouselCollectionViewLayout(type: entry.type)
        layout.customPath = entry.customPath
        appPath = entry.appPath
        super.init(nibName: nil, bundle: nil)
        title = entry.title
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.clipsToBounds = false
        collectionView.accessibilityLabel = "\(entry.title) carousel"
        collectionView.accessibilityIdentifier = "carousel"  // for the UI tests
        dataSource = CarouselDataSource(collectionView: collectionView, count: 12)
        dataSource.onLikeChanged = { [weak self] title, liked in
            self?.eventLog.log("\(liked ? "liked" : "unliked") \(title)")
        }

        scrollController = CarouselController(collectionView: collectionView)
        scrollController.delegate = self
        scrollController.currentItemDidChange = { [weak self] indexPath in
            guard let self else { return }
            showStatus()
            eventLog.log("current item → \(indexPath.map { "\($0.item)" } ?? "none")")
        }
        scrollController.eventHandler = { [weak self] event in
            if let text = CarouselEventDescription.text(for: event) { self?.eventLog.log(text) }
        }

        statusView.onPageSelected = { [weak self] page in
            self?.eventLog.log("page control → \(page)")
            self?.scrollController.scrollToItem(at: IndexPath(item: page, section: 0), animated: true)
        }
        showStatus()

        let stack = UIStackView(arrangedSubviews: [collectionView, statusView, eventLog])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        statusView.setContentHuggingPriority(.required, for: .vertical)
        eventLog.setContentHuggingPriority(.required, for: .vertical)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Options", image: UIImage(systemName: "slider.horizontal.3"),
            primaryAction: UIAction { [weak self] action in self?.showOptions(from: action.sender as? UIBarButtonItem) }
        )
        toolbarItems =
            ItemEdit.Group.allCases.flatMap { group in
                [
                    .flexibleSpace(),
                    EditMenus.barButtonItem(
                        for: group, count: { [weak self] in self?.dataSource.count ?? 0 },
                        perform: { [weak self] edit in self?.perform(edit) }),
                ]
            } + [.flexibleSpace()]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateItemSize()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateItemSize()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The layout keeps the current item centred through a size change; the log shows it did.
        let before = currentItem
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            eventLog.log("resized to \(Int(size.width))×\(Int(size.height)): item \(before) → \(currentItem)")
        }
    }

    // MARK: Changes from the panel and the toolbar

    /// Applies a layout change with the layout's animation (used for switches and type changes;
    /// sliders set the layout directly so it follows the finger).
    func animateLayoutChange(_ change: @escaping () -> Void) {
        collectionView.performBatchUpdates(change)
    }

    /// Shows the carousel right-to-left (or back) without changing the device language.
    var isRightToLeft: Bool {
        get { collectionView.semanticContentAttribute == .forceRightToLeft }
        set {
            collectionView.semanticContentAttribute = newValue ? .forceRightToLeft : .unspecified
            animateLayoutChange { self.layout.invalidateLayout() }
        }
    }

    /// Sets the card size to the default for the type, the screen and the text size.
    func updateItemSize() {
        guard !hasCustomItemSize, let collectionView, collectionView.bounds.width > 0 else { return }
        let size = ItemSizing.itemSize(for: layout.type, in: collectionView.bounds.size, traits: traitCollection)
        if layout.itemSize != size { layout.itemSize = size }
    }

    /// The index of the item at the centre (0 in an empty carousel).
    private var currentItem: Int { scrollController.currentIndexPath?.item ?? 0 }

    private func showStatus() {
        statusView.show(index: currentItem, count: dataSource.count, scrollOffset: Double(layout.scrollOffset))
    }

    private func perform(_ edit: ItemEdit) {
        let current = currentItem
        eventLog.log("\(edit.title.lowercased()) (current \(current))")
        dataSource.perform(edit, current: current)
        showStatus()
    }

    private func showOptions(from item: UIBarButtonItem?) {
        let panel = UINavigationController(rootViewController: OptionsViewController(carousel: self))
        panel.modalPresentationStyle = .popover
        if let popover = panel.popoverPresentationController {
            popover.barButtonItem = item ?? navigationItem.rightBarButtonItem
            // The carousel stays live while the panel is open (iPad popover).
            popover.passthroughViews = [collectionView]
            // On iPhone the popover becomes a half-height sheet that leaves the carousel usable.
            let sheet = popover.adaptiveSheetPresentationController
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        present(panel, animated: true)
    }

    // MARK: UICollectionViewDelegate (forwarded by the scroll controller)

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let title = dataSource.item(at: indexPath)?.title ?? "?"
        eventLog.log("selected \(indexPath.item) (\(title))")
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showStatus()
    }
}
