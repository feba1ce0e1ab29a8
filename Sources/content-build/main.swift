// content-build: compiles a content pack into a bundle. Placeholder until the bundle issue lands.
import ContentKit

print("content-build: not implemented yet; run content-lint to check a pack")
