// renderer.cpp — GL buffers and programs for the three batches.
#include "renderer.h"

#include <algorithm>
#include <string>

#include "gl.h"
#include "shaders_embedded.h"

namespace hitlab::app {

namespace {

unsigned compile(GLenum type, const char* source, std::string* error) {
  unsigned s = glCreateShader(type);
  const char* parts[] = {kGlslHeader, source};  // (the build's #version line, then the shared source)
  glShaderSource(s, 2, parts, nullptr);
  glCompileShader(s);
  int ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[1024];
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    *error = std::string("shader: ") + log;
  }
  return s;
}

unsigned program(const char* vs, const char* fs, std::string* error) {
  unsigned p = glCreateProgram();
  unsigned v = compile(GL_VERTEX_SHADER, vs, error), f = compile(GL_FRAGMENT_SHADER, fs, error);
  glAttachShader(p, v);
  glAttachShader(p, f);
  glLinkProgram(p);
  glDeleteShader(v);
  glDeleteShader(f);
  int ok = 0;
  glGetProgramiv(p, GL_LINK_STATUS, &ok);
  if (!ok && error->empty()) *error = "shader program did not link";
  return p;
}

// The unit quad's six corners (two triangles) that a quad batch expands around each item.
constexpr float kCorners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};

// A quad batch's layout: the corner at location 0 (from the shared unit quad, per vertex), then the item's
// float attributes from location 1 with the given component counts, per instance (kInstancedQuads), or all
// of it repeated in each of the quad's six vertices of one buffer (render/gl.h says which build does which).
void quadLayout(unsigned unitQuad, unsigned items, std::initializer_list<int> sizes) {
  int stride = kInstancedQuads ? 0 : 2;
  for (int s : sizes) stride += s;
  glBindBuffer(GL_ARRAY_BUFFER, kInstancedQuads ? unitQuad : items);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, kInstancedQuads ? 8 : stride * 4, nullptr);
  glBindBuffer(GL_ARRAY_BUFFER, items);
  int loc = 1, offset = kInstancedQuads ? 0 : 2;
  for (int s : sizes) {
    glEnableVertexAttribArray(loc);
    glVertexAttribPointer(
        loc, s, GL_FLOAT, GL_FALSE, stride * 4,
        // GL takes a buffer offset as a pointer
        reinterpret_cast<void*>(static_cast<intptr_t>(offset * 4)));  // NOLINT(performance-no-int-to-ptr)
    if (kInstancedQuads) glVertexAttribDivisor(loc, 1);
    ++loc, offset += s;
  }
}

}  // namespace

bool Renderer::init(std::string* error) {
  error->clear();
  fill_.program = program(kShader_fill_vert, kShader_fill_frag, error);
  line_.program = program(kShader_line_vert, kShader_line_frag, error);
  disk_.program = program(kShader_disk_vert, kShader_disk_frag, error);
  dot_.program = program(kShader_dot_vert, kShader_dot_frag, error);
  still_.program = dot_.program;
  layerProgram_ = program(kShader_layer_vert, kShader_layer_frag, error);
  if (!error->empty()) return false;
  glGenVertexArrays(1, &layerVao_);
  glGenFramebuffers(1, &layerFbo_);
  glGenTextures(1, &layerTex_);
  for (Batch* b : {&fill_, &line_, &disk_, &dot_, &still_}) {
    b->viewportLoc = glGetUniformLocation(b->program, "uViewport");
    glGenVertexArrays(1, &b->vao);
    glGenBuffers(1, &b->vbo);
  }
  glGenBuffers(1, &quad_);
  glBindBuffer(GL_ARRAY_BUFFER, quad_);
  glBufferData(GL_ARRAY_BUFFER, sizeof kCorners, kCorners, GL_STATIC_DRAW);
  for (Batch* b : {&line_, &disk_}) {
    glBindVertexArray(b->vao);
    if (b == &line_)
      quadLayout(quad_, b->vbo, {4, 2, 4});
    else
      quadLayout(quad_, b->vbo, {4, 4, 4});
  }
  for (Batch* b : {&dot_, &still_}) {
    glBindVertexArray(b->vao);
    glBindBuffer(GL_ARRAY_BUFFER, b->vbo);
    for (int loc = 0; loc < 3; ++loc) {
      glEnableVertexAttribArray(loc);
      glVertexAttribPointer(
          loc, 4, GL_FLOAT, GL_FALSE, 48,
          reinterpret_cast<void*>(static_cast<intptr_t>(loc * 16)));  // NOLINT(performance-no-int-to-ptr)
    }
  }
  glBindVertexArray(fill_.vao);
  glBindBuffer(GL_ARRAY_BUFFER, fill_.vbo);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 24, nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 24, reinterpret_cast<void*>(8));
  glBindVertexArray(0);
  return true;
}

void Renderer::shutdown() {
  for (Batch* b : {&fill_, &line_, &disk_, &dot_, &still_}) {
    if (b != &still_) glDeleteProgram(b->program);  // still_ shares the dot program
    glDeleteVertexArrays(1, &b->vao);
    glDeleteBuffers(1, &b->vbo);
  }
  glDeleteBuffers(1, &quad_);
  glDeleteProgram(layerProgram_);
  glDeleteVertexArrays(1, &layerVao_);
  glDeleteFramebuffers(1, &layerFbo_);
  glDeleteTextures(1, &layerTex_);
}

void Renderer::begin(int width, int height) {
  width_ = width, height_ = height, drawCalls_ = 0;
  glViewport(0, 0, width, height);
  glEnable(GL_BLEND);
#ifdef GL_PROGRAM_POINT_SIZE  // (OpenGL core: gl_PointSize needs it; in WebGL 2 it is always on)
  glEnable(GL_PROGRAM_POINT_SIZE);
#endif
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
}

void Renderer::triangle(Vec2 a, Vec2 b, Vec2 c, Color k) {
  for (Vec2 p : {a, b, c}) fill_.data.insert(fill_.data.end(), {float(p.x), float(p.y), k.r, k.g, k.b, k.a});
}

void Renderer::line(Vec2 p0, Vec2 p1, float width, Color k, float dash) {
  line_.data.insert(line_.data.end(), {float(p0.x), float(p0.y), float(p1.x), float(p1.y), width / 2, dash,
                                       k.r, k.g, k.b, k.a});
}

void Renderer::disk(Vec2 c, float radius, Color fill, Color stroke, float strokeWidth) {
  disk_.data.insert(disk_.data.end(), {float(c.x), float(c.y), radius, strokeWidth / 2, fill.r, fill.g,
                                       fill.b, fill.a, stroke.r, stroke.g, stroke.b, stroke.a});
}

void Renderer::dot(Vec2 c, float radius, Color fill, Color stroke) {
  dot_.data.insert(dot_.data.end(), {float(c.x), float(c.y), radius, 0, fill.r, fill.g, fill.b, fill.a,
                                     stroke.r, stroke.g, stroke.b, stroke.a});
}

bool Renderer::beginStillDots(std::uint64_t key) {
  if (!keepStill_) return true;
  layerInUse_ = true;
  if (layerValid_ && key == layerKey_ && layerWidth_ == width_ && layerHeight_ == height_) return false;
  layerKey_ = key, layerValid_ = false;
  return true;
}

void Renderer::stillDot(Vec2 c, float radius, Color fill, Color stroke) {
  if (!keepStill_) return dot(c, radius, fill, stroke);
  still_.data.insert(still_.data.end(), {float(c.x), float(c.y), radius, 0, fill.r, fill.g, fill.b, fill.a,
                                         stroke.r, stroke.g, stroke.b, stroke.a});
}

// Redraws the still dots into the layer image when they changed, then blends the image over the frame
// (premultiplied: the same result as drawing the dots here, up to 8-bit rounding).
void Renderer::drawLayer() {
  if (!layerValid_) {
    if (layerWidth_ != width_ || layerHeight_ != height_) {
      glBindTexture(GL_TEXTURE_2D, layerTex_);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width_, height_, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glBindFramebuffer(GL_FRAMEBUFFER, layerFbo_);
      glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, layerTex_, 0);
      layerWidth_ = width_, layerHeight_ = height_;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, layerFbo_);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    drawBatch(still_, 12, DrawKind::Points);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    layerValid_ = true;
  }
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glUseProgram(layerProgram_);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, layerTex_);
  glBindVertexArray(layerVao_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  ++drawCalls_;
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  layerInUse_ = false;
}

void Renderer::drawBatch(Batch& b, int floatsPerItem, DrawKind kind) {
  if (b.data.empty()) return;
  glUseProgram(b.program);
  glUniform2f(b.viewportLoc, float(width_), float(height_));
  glBindVertexArray(b.vao);
  glBindBuffer(GL_ARRAY_BUFFER, b.vbo);
  const int count = static_cast<int>(b.data.size()) / floatsPerItem;
  if (kind == DrawKind::Quads && kInstancedQuads) {
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(b.data.size() * 4), b.data.data(), GL_STREAM_DRAW);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 6, count);
  } else if (kind == DrawKind::Quads) {  // (six vertices per item, each carrying the item's attributes)
    quadVertices_.resize(b.data.size() * 6 + static_cast<std::size_t>(count) * 12);
    float* out = quadVertices_.data();
    for (int i = 0; i < count; ++i) {
      const float* item = b.data.data() + static_cast<std::size_t>(i) * floatsPerItem;
      for (const auto& corner : kCorners) {
        *out++ = corner[0], *out++ = corner[1];
        out = std::copy_n(item, floatsPerItem, out);
      }
    }
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(quadVertices_.size() * 4), quadVertices_.data(),
                 GL_STREAM_DRAW);
    glDrawArrays(GL_TRIANGLES, 0, 6 * count);
  } else {
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(b.data.size() * 4), b.data.data(), GL_STREAM_DRAW);
    glDrawArrays(kind == DrawKind::Points ? GL_POINTS : GL_TRIANGLES, 0, count);
  }
  ++drawCalls_;
  b.data.clear();
}

void Renderer::flush() {
  drawBatch(fill_, 6, DrawKind::Triangles);
  if (layerInUse_) drawLayer();
  drawBatch(dot_, 12, DrawKind::Points);
  drawBatch(disk_, 12, DrawKind::Quads);
  drawBatch(line_, 10, DrawKind::Quads);
  glBindVertexArray(0);
}

}  // namespace hitlab::app
