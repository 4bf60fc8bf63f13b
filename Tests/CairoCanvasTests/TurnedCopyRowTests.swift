import CTurnedCopy
import GestureKitTesting
import Testing

/// TurnedCopy's row loop in C: the vector loop (eight pixels at once, where the processor has
/// AVX2) makes the same pixels to the bit as the one-pixel-at-a-time loop that every other
/// processor runs, and the one-pixel loop makes the bilinear picture its comment promises.
@Suite("A turned raster's row, sampled by TurnedCopy's C loop")
struct TurnedCopyRowTests {
    /// A premultiplied pixel: its colour channels never exceed its alpha.
    private static func pixel(opaque: Bool, using random: inout SeededRandom) -> UInt32 {
        let alpha = opaque ? 255 : UInt32.random(in: 0...255, using: &random)
        let channels = (0..<3).map { _ in UInt32.random(in: 0...alpha, using: &random) }
        return alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
    }

    private struct Case {
        var raster: [UInt32]
        var width: Int32, height: Int32, stride: Int
        var destination: [UInt32]
        var samples: GctSamples
        var alpha: UInt32
    }

    /// Rasters from 1 to 48 texels across, opaque or not; rows that start off the raster, cross
    /// it along any slant at up to two texels a pixel, and leave it; alpha whole, none or some;
    /// destinations opaque or not.
    private static func randomCase(using random: inout SeededRandom) -> Case {
        let width = Int32.random(in: 1...48, using: &random), height = Int32.random(in: 1...48, using: &random)
        let stride = Int(width) + Int.random(in: 0...3, using: &random)
        let opaque = Bool.random(using: &random)
        let raster = (0..<(stride * Int(height))).map { _ in pixel(opaque: opaque, using: &random) }
        let destination = (0..<Int.random(in: 0...70, using: &random)).map { _ in
            pixel(opaque: Bool.random(using: &random), using: &random)
        }
        let one: Int64 = 65536
        let samples = GctSamples(
            u: Int64.random(in: (-4 * one)...(Int64(width + 4) * one), using: &random),
            v: Int64.random(in: (-4 * one)...(Int64(height + 4) * one), using: &random),
            step_u: Int64.random(in: (-2 * one)...(2 * one), using: &random),
            step_v: Int64.random(in: (-2 * one)...(2 * one), using: &random))
        let alpha = [255, 255, 0, UInt32.random(in: 1...254, using: &random)].randomElement(using: &random)!
        return Case(
            raster: raster, width: width, height: height, stride: stride, destination: destination, samples: samples,
            alpha: alpha)
    }

    private static func blend(_ example: Case, portable: Bool) -> [UInt32] {
        var destination = example.destination
        example.raster.withUnsafeBufferPointer { texels in
            let raster = GctRaster(
                pixels: texels.baseAddress, stride: example.stride, width: example.width, height: example.height)
            destination.withUnsafeMutableBufferPointer { row in
                guard let start = row.baseAddress else { return }
                if portable {
                    gct_blend_row_portable(start, Int32(row.count), raster, example.samples, example.alpha)
                } else {
                    gct_blend_row(start, Int32(row.count), raster, example.samples, example.alpha)
                }
            }
        }
        return destination
    }

    @Test func theVectorLoopMakesTheOnePixelLoopsPixels() {
        var random = SeededRandom(seed: 21)
        for index in 0..<4000 {
            let example = Self.randomCase(using: &random)
            let vector = Self.blend(example, portable: false)
            let portable = Self.blend(example, portable: true)
            #expect(vector == portable, "case \(index): \(example.width)×\(example.height), \(example.samples)")
            if vector != portable { return }
        }
    }

    /// A long row well inside a large opaque raster at a slant: the eight-at-once path for most of
    /// it, each pixel against the bilinear blend worked out here in whole numbers.
    @Test func aRowInsideIsTheBilinearBlendOfItsFourTexels() {
        var random = SeededRandom(seed: 5)
        let (width, height) = (64, 64)
        let raster = (0..<(width * height)).map { _ in Self.pixel(opaque: true, using: &random) }
        let samples = GctSamples(u: 3 * 65536 + 1234, v: 60 * 65536 + 40000, step_u: 52000, step_v: -30011)
        let example = Case(
            raster: raster, width: Int32(width), height: Int32(height), stride: width,
            destination: Array(repeating: 0xFF00_0000, count: 60), samples: samples, alpha: 255)
        let row = Self.blend(example, portable: false)
        for x in 0..<row.count {
            let u = samples.u + Int64(x) * samples.step_u, v = samples.v + Int64(x) * samples.step_v
            let (i, j) = (Int(u >> 16), Int(v >> 16))
            let (weightX, weightY) = (UInt32((u >> 9) & 127), UInt32((v >> 9) & 127))
            var expected: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                func channel(_ x: Int, _ y: Int) -> UInt32 { (raster[y * width + x] >> shift) & 255 }
                let left = channel(i, j) * (128 - weightY) + channel(i, j + 1) * weightY
                let right = channel(i + 1, j) * (128 - weightY) + channel(i + 1, j + 1) * weightY
                expected |= ((left * (128 - weightX) + right * weightX) >> 14) << shift
            }
            #expect(row[x] == expected, "pixel \(x)")
        }
    }

    /// A row written whole by the copy loop: the span's pixels as blending them onto a
    /// transparent row makes them, every other pixel transparent, whatever the row held before.
    private static func copy(_ example: Case, span: Range<Int>, portable: Bool) -> [UInt32] {
        // Garbage where the row is written: the loop must leave none of it.
        var destination = example.destination.map { $0 ^ 0x5A5A_5A5A }
        example.raster.withUnsafeBufferPointer { texels in
            let raster = GctRaster(
                pixels: texels.baseAddress, stride: example.stride, width: example.width, height: example.height)
            destination.withUnsafeMutableBufferPointer { row in
                guard let start = row.baseAddress else { return }
                let (width, first, last) = (Int32(row.count), Int32(span.lowerBound), Int32(span.upperBound))
                if portable {
                    gct_copy_row_portable(start, width, first, last, raster, example.samples, example.alpha)
                } else {
                    gct_copy_row(start, width, first, last, raster, example.samples, example.alpha)
                }
            }
        }
        return destination
    }

    @Test func theCopiedRowIsTheBlendOntoATransparentRowEverywhereElseTransparent() {
        var random = SeededRandom(seed: 34)
        for index in 0..<4000 {
            let example = Self.randomCase(using: &random)
            let count = example.destination.count
            let first = Int.random(in: 0...count, using: &random)
            let span = first..<Int.random(in: first...count, using: &random)
            // The blend of the span alone, onto transparent pixels, its samples from its first pixel.
            var blended = Case(
                raster: example.raster, width: example.width, height: example.height, stride: example.stride,
                destination: Array(repeating: 0, count: span.count), samples: example.samples, alpha: example.alpha)
            blended.samples.u += Int64(span.lowerBound) * example.samples.step_u
            blended.samples.v += Int64(span.lowerBound) * example.samples.step_v
            var expected = Array(repeating: UInt32(0), count: count)
            expected.replaceSubrange(span, with: Self.blend(blended, portable: true))

            let vector = Self.copy(example, span: span, portable: false)
            let portable = Self.copy(example, span: span, portable: true)
            #expect(portable == expected, "case \(index): \(span) of \(count), \(example.samples)")
            #expect(vector == portable, "case \(index): \(span) of \(count), \(example.samples)")
            if vector != expected { return }
        }
    }
}
