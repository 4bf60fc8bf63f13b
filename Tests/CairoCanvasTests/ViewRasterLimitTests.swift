import CCairo
import GestureKit
import Testing

@testable import CairoCanvas

/// A moving view's raster is never made absurdly large, whatever its density or area: the sides
/// are checked before any conversion, and a view too large to raster is drawn directly.
@Suite("ViewRaster: limits")
struct ViewRasterLimitTests {
    @Test func densitiesNoRasterCanServeMakeNone() throws {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        // 1e30 pixels a point: a side of 1e32 pixels, which no Int holds (it trapped here).
        for density in [1e30, 1e300, .infinity, .nan, 0, -1, 41] {
            #expect(ViewRaster(of: photo, density: density) == nil, "density \(density)")
        }
        let largest = try #require(ViewRaster(of: photo, density: 40.9))
        #expect(largest.surface.pixelWidth <= ViewRaster.largestSide)
    }

    @Test func areasNoRasterCanCoverMakeNone() throws {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        let matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        let areas = [
            Rect(x: 0, y: 0, width: 1e30, height: 100), Rect(x: 0, y: 0, width: .infinity, height: 100),
            Rect(x: 0, y: 0, width: .nan, height: .nan), Rect(x: 1e30, y: 0, width: 100, height: 100),
            Rect(x: .nan, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: 0, height: 100),
            Rect(x: 0, y: 0, width: 4097, height: 100),
        ]
        for area in areas {
            #expect(ViewRaster(of: photo, placedBy: matrix, area: area) == nil, "\(area)")
        }
        #expect(ViewRaster(of: photo, placedBy: matrix, area: Rect(x: 0, y: 0, width: 100, height: 100)) != nil)
    }
}
