import Testing

/// The tests of `scenerouter platforms` and the analysis behind it, in one suite so that
/// `swift test --filter Platforms` runs them all.
@Suite("Platforms")
enum PlatformsTests {}
