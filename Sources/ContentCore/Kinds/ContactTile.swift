import ContentArt
import ContentBundle

/// One picture of the contact sheet, with its label.
public struct ContactTile: Sendable {
    public let label: String
    public let image: RGBAImage

    package init(label: String, image: RGBAImage) {
        self.label = label
        self.image = image
    }
}
