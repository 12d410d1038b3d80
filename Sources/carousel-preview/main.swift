import CarouselPreview
print("carousel-preview: not built yet")
