import Testing

/// Runs the built `articles` binary over each article's app, scripted and interactive, and
/// compares everything it prints.
@Suite("articles", .serialized)
struct ArticlesScriptTests {
  private func script(_ app: String, _ commands: String) async throws -> String {
    let run = try await ArticlesBinary.run([app, "--script", "-"], input: commands)
    #expect(run.status == 0)
    #expect(run.errors == "")
    return run.output
  }

  @Test("orders (articles 000 and 001): show an order by segue, edit it for a result, cancel an edit, unwind, add an order")
  func orders() async throws {
    #expect(try await script("orders", "1\n1\n1\n1\n2\n2\n3\n1\nscreen\n") == """
      > 1
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#1 Keyboard"

      > 1
      stack
      ├─ ListOrders "2 orders"
      ├─ ShowOrder "#1 Keyboard"
      └─ CreateOrder "Edit #1"

      > 1
      Order #1 Monitor $300 was edited.
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#1 Monitor"

      > 1
      stack
      ├─ ListOrders "2 orders"
      ├─ ShowOrder "#1 Monitor"
      └─ CreateOrder "Edit #1"

      > 2
      No order: CreateOrder was closed without a result.
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#1 Monitor"

      > 2
      stack
      └─ ListOrders "2 orders"

      > 3
      stack
      ├─ ListOrders "2 orders"
      └─ CreateOrder "New #3"

      > 1
      Order #3 Desk lamp $35 was added.
      stack
      └─ ListOrders "3 orders"

      > screen
      ListOrders — 3 orders
        • #1 Keyboard $120
        • #2 Mouse $40
        • #3 Desk lamp $35
        1  Show order #1 Keyboard (segue)
        2  Show order #2 Mouse (segue)
        3  Show order #3 Desk lamp (segue)
        4  Add an order

      """)
  }

  @Test("home-detail (article 004): a message reaches Detail by segue and in code, and comes back")
  func homeDetail() async throws {
    #expect(try await script("home-detail", "1\n2\n1\n2\n3\nscreen\nback\n") == """
      > 1
      stack
      └─ Home

      > 2
      stack
      ├─ Home
      └─ Detail "Hello from Home"

      > 1
      stack
      ├─ Home
      └─ Detail "Hello from Home"

      > 2
      stack
      └─ Home

      > 3
      stack
      ├─ Home
      └─ Detail "Hello from Home!"

      > screen
      Detail — Hello from Home!
        Message: Hello from Home!
        1  Append '!' to the message
        2  Back to Home with the message

      > back
      stack
      └─ Home

      """)
  }

  @Test("login (article 003): the router decides where login leads; sign up, forgot password, back and pull down")
  func login() async throws {
    #expect(try await script("login", "3\nback\n4\npull\n2\n9\nhello\n") == """
      > 3
      stack
      ├─ Login
      └─ SignUp "ann@example.com"

      > back
      stack
      └─ Login

      > 4
      stack
      └─ Login
      presented formSheet:
      └─ ForgotPassword "ann@example.com"

      > pull
      stack
      └─ Login

      > 2
      stack
      └─ Login
      presented formSheet:
      └─ stack
         └─ ChangePassword "ann@example.com"

      > 9
      There is no action 9 here; this screen has 0.
      stack
      └─ Login
      presented formSheet:
      └─ stack
         └─ ChangePassword "ann@example.com"

      > hello
      Unknown command 'hello'; type help.
      stack
      └─ Login
      presented formSheet:
      └─ stack
         └─ ChangePassword "ann@example.com"

      """)
    #expect(try await script("login", "1\nquit\n2\n") == "> 1\nHome \"Welcome, ann@example.com\"\n\n> quit\n")
  }

  @Test("login's first launch: the onboarding's pages swiped through, both ends refused, Get started to the login")
  func loginFirstLaunch() async throws {
    let run = try await ArticlesBinary.run(
      ["login", "--first-launch", "--script", "-"],
      input: "swipe right\nswipe left\nscreen\nswipe left\nswipe left\nback\nscreen\n1\nswipe left\n3\n")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output == """
      > swipe right
      This is the first page.
      pages
      ├─ Onboarding "Welcome" (selected)
      ├─ Onboarding "Routes"
      └─ Onboarding "Ready"

      > swipe left
      pages
      ├─ Onboarding "Welcome"
      ├─ Onboarding "Routes" (selected)
      └─ Onboarding "Ready"

      > screen
      Onboarding — Routes
        A screen names a route; its router decides where it leads.
        Page 2 of 3
        1  Skip

      > swipe left
      pages
      ├─ Onboarding "Welcome"
      ├─ Onboarding "Routes"
      └─ Onboarding "Ready" (selected)

      > swipe left
      This is the last page.
      pages
      ├─ Onboarding "Welcome"
      ├─ Onboarding "Routes"
      └─ Onboarding "Ready" (selected)

      > back
      Cannot tap back: no navigation bar is visible.
      pages
      ├─ Onboarding "Welcome"
      ├─ Onboarding "Routes"
      └─ Onboarding "Ready" (selected)

      > screen
      Onboarding — Ready
        Log in, sign up, or reset your password.
        Page 3 of 3
        1  Get started

      > 1
      stack
      └─ Login

      > swipe left
      There are no pages to swipe here.
      stack
      └─ Login

      > 3
      stack
      ├─ Login
      └─ SignUp "ann@example.com"

      """)
  }

  @Test("login's first launch: Skip on the first page goes to the login at once")
  func loginFirstLaunchSkip() async throws {
    let run = try await ArticlesBinary.run(["login", "--first-launch", "--interactive"], input: "1\nquit\n")
    #expect(run.status == 0)
    #expect(run.output == """
      Onboarding — Welcome
        Swipe left to see what this app does.
        Page 1 of 3
        1  Skip
      Type a number, or: back · pull · swipe left|right · screen · snapshot · help · quit
      articles> Login
        E-mail: ann@example.com
        1  Log in
        2  Log in with an expired password
        3  Sign up
        4  Forgot password
      Type a number, or: back · pull · swipe left|right · screen · snapshot · help · quit
      articles> 
      """)
  }

  @Test("--first-launch is refused for an app without an onboarding, with exit code 64")
  func firstLaunchOfAnotherApp() async throws {
    let run = try await ArticlesBinary.run(["orders", "--first-launch"])
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("Error: Only the login app has a first launch of its own; 'orders' starts the same on every launch.\n"))
  }

  @Test("interactive: the screen, its numbered actions and a prompt, after every command")
  func interactive() async throws {
    let run = try await ArticlesBinary.run(["login", "--interactive"], input: "4\nquit\n")
    #expect(run.status == 0)
    #expect(run.output == """
      Login
        E-mail: ann@example.com
        1  Log in
        2  Log in with an expired password
        3  Sign up
        4  Forgot password
      Type a number, or: back · pull · swipe left|right · screen · snapshot · help · quit
      articles> ForgotPassword — ann@example.com
      Type a number, or: back · pull · swipe left|right · screen · snapshot · help · quit
      articles> 
      """)
  }

  @Test("an unknown app is refused with the list of apps and exit code 64")
  func unknownApp() async throws {
    let run = try await ArticlesBinary.run(["nope"])
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("Error: Unknown app 'nope'. Choose orders, home-detail or login.\n"))
  }
}
