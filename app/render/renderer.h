// renderer.h — batched drawing of fills, thick lines, disks and dots with our shaders (shaders/*.glsl).
//
// Everything is in framebuffer pixels (y down); callers map world coordinates through the Camera. Each
// primitive kind is one batch and one draw call per flush, so 10,000 shapes still draw in a few calls.
// flush() draws fills, then dots, disks and lines: call it once per layer (shapes, then overlays).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "canvas.h"

namespace hitlab::app {

class Renderer : public Canvas {
 public:
  /// Compiles the shaders and creates the buffers; false with a message when the GL context cannot.
  bool init(std::string* error);
  void shutdown();
  void begin(int width, int height);
  void triangle(Vec2 a, Vec2 b, Vec2 c, Color color) override;
  void line(Vec2 p0, Vec2 p1, float width, Color color, float dash = 0) override;
  void disk(Vec2 center, float radius, Color fill, Color stroke = {0, 0, 0, 0},
            float strokeWidth = 0) override;
  void dot(Vec2 center, float radius, Color fill, Color stroke) override;
  bool beginStillDots(std::uint64_t key) override;
  /// false: still dots are drawn as plain dots every frame (for comparing against the kept image).
  void keepStillDots(bool on) { keepStill_ = on; }
  void stillDot(Vec2 center, float radius, Color fill, Color stroke) override;
  void flush() override;
  int drawCalls() const { return drawCalls_; }

 private:
  struct Batch {
    unsigned program = 0, vao = 0, vbo = 0;
    int viewportLoc = -1;
    std::vector<float> data;
  };
  Batch fill_, line_, disk_, dot_;
  // Still dots: drawn into an image (premultiplied alpha) only when their key changes, then copied to the
  // screen each frame; a software rasterizer spends most of a 100,000-dot frame setting up the points.
  Batch still_;
  unsigned layerFbo_ = 0, layerTex_ = 0, layerProgram_ = 0, layerVao_ = 0;
  int layerWidth_ = 0, layerHeight_ = 0;
  std::uint64_t layerKey_ = 0;
  bool layerValid_ = false, layerInUse_ = false, keepStill_ = true;
  enum class DrawKind { Triangles, Points, Quads };
  /// One draw call for a batch's items (uploaded this frame), then empties it.
  void drawBatch(Batch& b, int floatsPerItem, DrawKind kind);
  void drawLayer();
  unsigned quad_ = 0;                // the unit quad (kInstancedQuads)
  std::vector<float> quadVertices_;  // a quad batch's six vertices per item (!kInstancedQuads), kept
  int width_ = 1, height_ = 1, drawCalls_ = 0;
};

}  // namespace hitlab::app
