import ContentKit
print("todo")
