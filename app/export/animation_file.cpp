// animation_file.cpp — animations for slides (animation_file.h), through Debian's libwebp and giflib.
#include "animation_file.h"

#include <gif_lib.h>
#include <stb/stb_image_write.h>
#include <webp/encode.h>
#include <webp/mux.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include "export_errors.h"
#include "hitlab/atomic_save.h"

namespace hitlab::app {

namespace {

namespace fs = std::filesystem;

using exporting::endsWith;
using exporting::fail;

// [SECTION] WebP: lossless frames, assembled by libwebp's animation encoder

std::string webp(const std::vector<AnimationFrame>& frames, int frameMs, const std::string& path) {
  const int w = frames[0].width, h = frames[0].height;
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options)) fail(path, "libwebp's version does not match its headers");
  options.anim_params.loop_count = 0;  // (forever)
  std::unique_ptr<WebPAnimEncoder, void (*)(WebPAnimEncoder*)> encoder(WebPAnimEncoderNew(w, h, &options),
                                                                       WebPAnimEncoderDelete);
  if (!encoder) fail(path, "libwebp could not start an animation");
  WebPConfig config;
  if (!WebPConfigInit(&config)) fail(path, "libwebp's version does not match its headers");
  config.lossless = 1;  // (lines and text: exact colours, no blur)
  config.quality = 75;  // (lossless: effort)
  int timestamp = 0;
  for (const AnimationFrame& f : frames) {
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) fail(path, "libwebp's version does not match its headers");
    picture.use_argb = 1, picture.width = w, picture.height = h;
    const bool imported = WebPPictureImportRGBA(&picture, f.rgba.data(), w * 4);
    const bool added = imported && WebPAnimEncoderAdd(encoder.get(), &picture, timestamp, &config);
    WebPPictureFree(&picture);
    if (!added) fail(path, std::string("libwebp: ") + WebPAnimEncoderGetError(encoder.get()));
    timestamp += frameMs;
  }
  WebPAnimEncoderAdd(encoder.get(), nullptr, timestamp, nullptr);  // (the last frame's duration)
  WebPData data;
  WebPDataInit(&data);
  if (!WebPAnimEncoderAssemble(encoder.get(), &data))
    fail(path, std::string("libwebp: ") + WebPAnimEncoderGetError(encoder.get()));
  std::string bytes(reinterpret_cast<const char*>(data.bytes), data.size);
  WebPDataClear(&data);
  return bytes;
}

// [SECTION] GIF: each frame quantized to its own 256 colours by giflib, written to memory

int appendBytes(GifFileType* gif, const GifByteType* bytes, int count) {
  static_cast<std::string*>(gif->UserData)->append(reinterpret_cast<const char*>(bytes), count);
  return count;
}

std::string gif(const std::vector<AnimationFrame>& frames, int frameMs, const std::string& path) {
  const int w = frames[0].width, h = frames[0].height;
  std::string bytes;
  int error = 0;
  GifFileType* file = EGifOpen(&bytes, appendBytes, &error);
  if (!file) fail(path, std::string("giflib: ") + GifErrorString(error));
  const auto close = [&](bool ok) {
    int closeError = 0;
    if (EGifCloseFile(file, &closeError) == GIF_ERROR && ok) fail(path, "giflib could not finish the file");
  };
  EGifSetGifVersion(file, true);  // (GIF89a: delays and looping)
  if (EGifPutScreenDesc(file, w, h, 8, 0, nullptr) == GIF_ERROR) {
    close(false);
    fail(path, "giflib could not write the screen");
  }
  // NETSCAPE2.0: loop forever.
  const GifByteType netscape[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
  const GifByteType loop[] = {1, 0, 0};
  if (EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
      EGifPutExtensionBlock(file, sizeof netscape, netscape) == GIF_ERROR ||
      EGifPutExtensionBlock(file, sizeof loop, loop) == GIF_ERROR ||
      EGifPutExtensionTrailer(file) == GIF_ERROR) {
    close(false);
    fail(path, "giflib could not write the loop");
  }
  const std::size_t n = static_cast<std::size_t>(w) * h;
  std::vector<GifByteType> red(n), green(n), blue(n), indices(n);
  std::vector<GifColorType> colours(256);
  for (const AnimationFrame& f : frames) {
    for (std::size_t i = 0; i < n; ++i)
      red[i] = f.rgba[4 * i], green[i] = f.rgba[4 * i + 1], blue[i] = f.rgba[4 * i + 2];
    int size = 256;
    if (GifQuantizeBuffer(w, h, &size, red.data(), green.data(), blue.data(), indices.data(),
                          colours.data()) == GIF_ERROR) {
      close(false);
      fail(path, "giflib could not reduce a frame to 256 colours");
    }
    ColorMapObject* map = GifMakeMapObject(256, colours.data());
    GraphicsControlBlock control{DISPOSE_DO_NOT, false, frameMs / 10, NO_TRANSPARENT_COLOR};
    GifByteType extension[4];
    const std::size_t length = EGifGCBToExtension(&control, extension);
    const bool ok =
        map &&
        EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) != GIF_ERROR &&
        EGifPutImageDesc(file, 0, 0, w, h, false, map) != GIF_ERROR;
    bool lines = ok;
    for (int y = 0; lines && y < h; ++y)
      lines = EGifPutLine(file, indices.data() + static_cast<std::size_t>(y) * w, w) != GIF_ERROR;
    GifFreeMapObject(map);
    if (!lines) {
      close(false);
      fail(path, "giflib could not write a frame");
    }
  }
  close(true);
  return bytes;
}

// [SECTION] PNG frames

void appendPng(void* out, void* data, int size) {
  static_cast<std::string*>(out)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

}  // namespace

void writeAnimation(const std::vector<AnimationFrame>& frames, int frameMs, const std::string& path) {
  if (frames.empty()) fail(path, "no frames");
  for (const AnimationFrame& f : frames)
    if (f.width != frames[0].width || f.height != frames[0].height || f.width <= 0 || f.height <= 0 ||
        f.rgba.size() != static_cast<std::size_t>(f.width) * f.height * 4)
      fail(path, "frames of different sizes");
  if (frameMs < 10 || frameMs > 60000) fail(path, "a frame time from 10 ms to 60 s");
  if (endsWith(path, ".webp")) return saveTextAtomic(webp(frames, frameMs, path), path);
  if (endsWith(path, ".gif")) return saveTextAtomic(gif(frames, frameMs, path), path);
  std::error_code ec;
  fs::create_directories(path, ec);
  if (ec) fail(path, "cannot make the folder: " + ec.message());
  for (std::size_t i = 0; i < frames.size(); ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "frame-%03zu.png", i + 1);
    writePng(frames[i], (fs::path(path) / name).string());
  }
}

void writePng(const AnimationFrame& f, const std::string& path) {
  std::string bytes;
  if (f.width <= 0 || f.height <= 0 || f.rgba.size() != static_cast<std::size_t>(f.width) * f.height * 4 ||
      !stbi_write_png_to_func(appendPng, &bytes, f.width, f.height, 4, f.rgba.data(), f.width * 4))
    fail(path, "cannot encode the picture as PNG");
  saveTextAtomic(bytes, path);
}

}  // namespace hitlab::app
