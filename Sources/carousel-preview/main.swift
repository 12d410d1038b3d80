// carousel-preview: renders a carousel as SVG, HTML or JSON. All the work is in CarouselPreview.
import CarouselPreview
import Foundation

// A closed pipe is reported as EPIPE by write(2) (PreviewTool.deliver ends quietly), not a signal.
signal(SIGPIPE, SIG_IGN)
let output = PreviewTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
exit(PreviewTool.deliver(output))
