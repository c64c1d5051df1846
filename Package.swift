// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "chart-describe",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ChartModel", targets: ["ChartModel"]),
    .library(name: "ChartImport", targets: ["ChartImport"]),
    .library(name: "ChartA11y", targets: ["ChartA11y"]),
    .library(name: "ChartAudio", targets: ["ChartAudio"]),
    .library(name: "ChartBraille", targets: ["ChartBraille"]),
    .executable(name: "chart-describe", targets: ["chart-describe"]),
    .executable(name: "chart-describe-bench", targets: ["chart-describe-bench"]),
    .executable(name: "chart-describe-fuzz", targets: ["chart-describe-fuzz"]),
  ],
  targets: [
    .target(name: "ChartModel"),
    .target(name: "ChartImport", dependencies: ["ChartModel"]),
    .target(name: "ChartA11y", dependencies: ["ChartModel", "ChartImport"]),
    .target(
      name: "ChartAudio",
      dependencies: [
        "ChartModel", "ChartA11y", "CEspeakNG", "CSndFile", "CSampleRate", "CPortAudio",
        "CSpeechd",
      ],
      // The audio's DSP (the loudness meter's SIMD8 true peak, synthesis, resampling) runs
      // 4–20 times slower unoptimised, and the tests render hours of audio: debug builds
      // optimise this one target (docs/testing.md).
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(name: "ChartBraille", dependencies: ["ChartModel", "ChartA11y", "CLouis"]),
    .executableTarget(
      name: "chart-describe",
      dependencies: ["ChartModel", "ChartImport", "ChartA11y", "ChartAudio", "ChartBraille", "CMalloc",
      ],
      resources: [.copy("Resources/DefaultChart")]
    ),
    .executableTarget(
      name: "chart-describe-bench",
      dependencies: ["ChartModel", "ChartImport", "ChartA11y"],
      path: "Sources/Benchmarks"
    ),
    .target(name: "ChartFuzzing", dependencies: ["ChartModel", "ChartImport", "ChartA11y"]),
    .executableTarget(
      name: "chart-describe-fuzz", dependencies: ["ChartFuzzing"], path: "Sources/Fuzz"),
    .target(name: "GoldenTesting", path: "Tests/GoldenTesting"),
    .target(name: "ChartTestSupport", dependencies: ["ChartA11y", "ChartImport", "ChartModel", "GoldenTesting"],
      path: "Tests/ChartTestSupport"),
    .testTarget(
      name: "ChartModelTests",
      dependencies: ["ChartModel", "ChartImport", "ChartFuzzing", "GoldenTesting"]),
    .testTarget(
      name: "ChartImportTests",
      dependencies: ["ChartImport", "ChartModel", "ChartFuzzing", "GoldenTesting"]),
    .testTarget(
      name: "ChartA11yTests",
      dependencies: [
        "ChartA11y", "ChartImport", "ChartModel", "ChartFuzzing", "ChartTestSupport", "GoldenTesting",
      ]),
    .testTarget(
      name: "ChartAudioTests",
      dependencies: [
        "ChartAudio", "ChartA11y", "ChartImport", "ChartModel", "ChartTestSupport", "GoldenTesting",
      ]),
    .testTarget(
      name: "ChartBrailleTests",
      dependencies: [
        "ChartBraille", "ChartA11y", "ChartImport", "ChartModel", "ChartTestSupport", "GoldenTesting",
      ]),
    .testTarget(
      name: "CoreWithoutAudioTests",
      dependencies: ["ChartA11y", "ChartImport", "ChartModel", "GoldenTesting"]),
    .testTarget(
      name: "ChartDescribeTests",
      dependencies: [
        "chart-describe", "ChartA11y", "ChartAudio", "ChartBraille", "ChartImport", "ChartModel",
        "ChartTestSupport", "GoldenTesting",
      ]
    ),
    .systemLibrary(
      name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(
      name: "CSampleRate", pkgConfig: "samplerate", providers: [.apt(["libsamplerate0-dev"])]),
    .systemLibrary(
      name: "CPortAudio", pkgConfig: "portaudio-2.0", providers: [.apt(["portaudio19-dev"])]),
    .systemLibrary(name: "CMalloc", providers: [.apt(["libc6-dev"])]),
    .systemLibrary(
      name: "CSpeechd", pkgConfig: "speech-dispatcher", providers: [.apt(["libspeechd-dev"])]),
    .systemLibrary(name: "CLouis", pkgConfig: "liblouis", providers: [.apt(["liblouis-dev"])]),
    .executableTarget(
      name: "chart-describe-audio-bench",
      dependencies: ["ChartAudio", "ChartA11y", "ChartImport", "ChartModel"],
      path: "Sources/AudioBenchmarks"),
  ],
  swiftLanguageModes: [.v6]
)
