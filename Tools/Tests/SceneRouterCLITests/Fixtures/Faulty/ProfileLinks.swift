// Written for these tests: deep-link patterns that collide or can never match.
import SceneRouter

enum ProfileLink: Sendable {
  case item(String)
  case files
  case settings
}

let profileLinks = try DeepLinkTable<ProfileLink>([
  DeepLinkEntry("/items/:id", parse: { .item(try $0.value("id")) }, print: { _ in nil }),
  DeepLinkEntry("/items/:name", parse: { .item(try $0.value("name")) }, print: { _ in nil }),
  DeepLinkEntry("/files/**/raw", parse: { _ in .files }, print: { _ in nil }),
  DeepLinkEntry("/settings", parse: { _ in .settings }, print: { _ in nil }),
])
