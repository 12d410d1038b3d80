// carousel-preview: renders a carousel as SVG, HTML or JSON. All the work is in CarouselPreview.
import CarouselPreview
import Foundation

let output = PreviewTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.exitCode)
