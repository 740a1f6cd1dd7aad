import SceneRouter
import Testing

/// A screen's default name: its type's, worked out once per type.
@MainActor
@Suite("Screen type names")
struct ScreenTypeNamesTests {
  private final class ProductScreen: SceneRouter.Screen {}
  private final class CheckoutViewController: SceneRouter.Screen {}
  private final class Screen: SceneRouter.Screen {}
  private final class Box<Content>: SceneRouter.Screen {}

  @Test("a screen is named after its type without a Screen or ViewController suffix; each generic specialisation apart")
  func defaultNames() {
    #expect(ProductScreen().screenName == "Product")
    #expect(CheckoutViewController().screenName == "Checkout")
    #expect(Screen().screenName == "Screen")
    #expect(Box<Int>().screenName == "Box<Int>")
    #expect(Box<String>().screenName == "Box<String>")
    #expect(ProductScreen().screenName == "Product")  // the type's name, kept
  }
}
