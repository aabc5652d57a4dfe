// Baselines: the loops a game programmer writes today, following the usual tutorials. An
// array of bullet structs, sqrt for distances, divisions, normalising vectors and calling
// cosf/sinf/atan2f per test. These are what hitmask replaces; they are not bit-compatible
// with it.
#pragma once

#include <cstddef>
#include <vector>

#include <hitmask/vec2.hpp>

namespace naive {

struct bullet {
    float x, y;   // position
    float px, py; // position last frame (for swept tests)
    float r;      // radius (for round bullets)
    bool hit, graze;
};

using field = std::vector<bullet>;

void circle(field& f, float cx, float cy, float r);
void rect(field& f, float min_x, float min_y, float max_x, float max_y);
void cone(field& f, float ax, float ay, float dir_x, float dir_y, float fov, float range);
void arc(field& f, float ax, float ay, float start, float end, float range);
void poly(field& f, const std::vector<hitmask::vec2>& v);
void capsule(field& f, float ax, float ay, float bx, float by, float r);
void obb(field& f, float cx, float cy, float hx, float hy, float angle);
void ellipse(field& f, float cx, float cy, float rx, float ry, float angle);
void circles_circle(field& f, float cx, float cy, float r);
void circles_rect(field& f, float min_x, float min_y, float max_x, float max_y);
void circles_cone(field& f, float ax, float ay, float dir_x, float dir_y, float fov, float range);
void circles_arc(field& f, float ax, float ay, float start, float end, float range);
void circles_capsule(field& f, float ax, float ay, float bx, float by, float r);
void segments_circle(field& f, float cx, float cy, float r);
void segments_segment(field& f, float ax, float ay, float bx, float by);
void hit_graze(field& f, float cx, float cy, float hit_r, float graze_r);

} // namespace naive
