#!/usr/bin/python3
"""A bullet-hell stage in pygame whose collisions run two ways side by side: pygame's own
(every bullet a sprite, `pygame.sprite.spritecollide(..., pygame.sprite.collide_circle)`) and
hitmask's Python module over NumPy columns (`test_hit_graze`, `raycast_closest`, `test` against
the screen's box, `compact`).

    /usr/bin/python3 examples/pygame/stage.py                 play (arrows move, shift slows; the laser always fires)
    /usr/bin/python3 examples/pygame/stage.py --check --frames 300 --seed 7 --screenshot out.png
    /usr/bin/python3 examples/pygame/stage.py --bench --bullets 10000

--check runs headless (SDL's dummy video driver) with a scripted player and fails unless both
ways give the same hits, new grazes and laser target on every frame. --bench also times a third
way, the NumPy idiom a Python programmer writes without hitmask, and prints the median collision
time per frame of the last 300 of 600 frames. --bullets N scales the patterns so that about N
bullets are on the screen (default: about 5,600, the stage as designed).

Why the answers agree exactly: pygame's collide_circle compares the squared distance between
the sprites' Rect centres, which are integers, with (r1 + r2)**2. So every position here is a
whole pixel (each bullet moves in float64 and is drawn, and tested, at its rounded position),
every radius an integer, and the screen is 800 x 600: then hitmask's float32 dx*dx + dy*dy is
exact (below 2**24) and equal to pygame's integer one. The laser has no pygame counterpart
(pygame has no ray cast): in the pygame way its target comes from a plain Python loop over the
four enemies (the vertical ray against each disc, in doubles), which on whole pixels picks the
same enemy as hitmask's raycast_closest.
"""
import math
import os
import statistics
import sys
import time

USAGE = ("usage: stage.py [--check | --bench] [--bullets N] [--frames N] [--seed S] [--screenshot FILE]")


def refuse(message):
    print("hitmask pygame: " + message + "\n" + USAGE, file=sys.stderr)
    sys.exit(2)


def parse(argv):
    opt = {"check": False, "bench": False, "frames": None, "seed": 7, "screenshot": None, "bullets": None}
    numbers = {"--frames": "frames", "--seed": "seed", "--bullets": "bullets"}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif a == "--check":
            opt["check"] = True
        elif a == "--bench":
            opt["check"] = opt["bench"] = True
        elif a in numbers or a == "--screenshot":
            if i + 1 == len(argv):
                refuse(a + " needs a value")
            v = argv[i + 1]
            if a == "--screenshot":
                opt["screenshot"] = v
            else:
                try:
                    opt[numbers[a]] = int(v)
                except ValueError:
                    refuse("%s wants a whole number, got '%s'" % (a, v))
            i += 1
        else:
            refuse("unknown argument '%s'" % a)
        i += 1
    if opt["bullets"] is not None and not 100 <= opt["bullets"] <= 200000:
        refuse("--bullets wants a count from 100 to 200000, got %d" % opt["bullets"])
    if opt["frames"] is None:
        opt["frames"] = 600 if opt["bench"] else 300
    if opt["frames"] < 1:
        refuse("--frames wants at least 1, got %d" % opt["frames"])
    return opt


opt = parse(sys.argv[1:])
if opt["check"]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless: no window, the frame still draws
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

import hitmask  # noqa: E402

W, H = 800, 600
HIT_R, GRAZE_R = 3, 24
MARGIN = 32
ENEMIES, ENEMY_R = 4, 18
STEADY = 5600  # about as many bullets as the stage holds once full, as designed
density = (opt["bullets"] or STEADY) / STEADY
capacity = max(16384, 64 * math.ceil(2 * STEADY * density / 64))


def scaled(count):
    return max(1, int(count * density + 0.5))


class World:
    """The bullets as NumPy columns (structure of arrays), and as pygame sprites beside them."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.n = 0
        self.fx, self.fy = np.zeros(capacity), np.zeros(capacity)  # float64: the motion
        self.vx, self.vy = np.zeros(capacity), np.zeros(capacity)
        self.x, self.y = np.zeros(capacity, np.float32), np.zeros(capacity, np.float32)  # whole pixels
        self.r = np.zeros(capacity, np.float32)
        self.grazed = np.zeros(capacity, bool)
        # hitmask's answers go into these every frame (out=): no call allocates an array
        self.hit, self.graze, self.keep = np.zeros(capacity, bool), np.zeros(capacity, bool), np.zeros(capacity, bool)
        self.hits, self.fresh = np.zeros(capacity, np.uint32), np.zeros(capacity, np.uint32)
        self.colour = np.zeros(capacity, np.int32)
        self.sprites = []  # the pygame way's sprite of bullet i
        self.group = pygame.sprite.Group()
        self.frame = 0
        self.px, self.py = W / 2, H - 80
        self.ex = np.zeros(ENEMIES, np.float32)
        self.ey = np.zeros(ENEMIES, np.float32)
        self.er = np.full(ENEMIES, ENEMY_R, np.float32)

    def spawn(self, x, y, angle, speed, radius, colour):
        if self.n == capacity:
            return
        i = self.n
        self.fx[i], self.fy[i] = x, y
        self.vx[i], self.vy[i] = math.cos(angle) * speed, math.sin(angle) * speed
        self.r[i], self.grazed[i], self.colour[i] = radius, 0, colour
        s = pygame.sprite.Sprite()
        s.radius, s.grazed = radius, False
        s.rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        self.sprites.append(s)
        self.group.add(s)
        self.n += 1

    def fire(self, i, x, y):
        f = self.frame
        if i == 0 and f % 8 == 0:  # rings, at a random turn
            off, m = self.rng.random() * math.pi, scaled(120)
            for k in range(m):
                self.spawn(x, y, off + k * 2 * math.pi / m, 2.25, 3, 0)
        elif i == 1:  # a spiral, three per arm a frame
            m = scaled(5)
            for k in range(m):
                a = f * 0.07 + k * 2 * math.pi / m
                self.spawn(x, y, a, 2.5, 2, 1)
                self.spawn(x, y, -a, 1.75, 2, 1)
                self.spawn(x, y, a + 0.5, 1.5, 2, 1)
        elif i == 2 and f % 24 == 0:  # fans aimed at the player
            aim, m = math.atan2(self.py - y, self.px - x), scaled(6)
            for k in range(-m, m + 1):
                for s in range(3):
                    self.spawn(x, y, aim + k * 0.54 / m, 2 + s * 0.75, 4, 2)
        elif i == 3 and f % 40 == 0:  # slow rings of big bullets
            m = scaled(36)
            for k in range(m):
                self.spawn(x, y, k * 2 * math.pi / m + f * 0.01, 1.25, 8, 3)

    def step(self, keys=None):
        """Moves everything one frame; the collisions are asked afterwards."""
        self.frame += 1
        f = self.frame
        if keys is None:  # the check's scripted player
            self.px = round(W / 2 + 260 * math.sin(f * 0.017))
            self.py = round(H - 130 + 70 * math.sin(f * 0.043))
        else:
            speed = 2 if keys[pygame.K_LSHIFT] else 4
            self.px = min(W - 8, max(8, self.px + speed * (keys[pygame.K_RIGHT] - keys[pygame.K_LEFT])))
            self.py = min(H - 8, max(8, self.py + speed * (keys[pygame.K_DOWN] - keys[pygame.K_UP])))
        for i in range(ENEMIES):
            self.ex[i] = round(100 + i * 200 + 70 * math.sin(f * 0.02 + i))
            self.ey[i] = round(70 + 30 * i % 90 + 20 * math.sin(f * 0.031 + 2 * i))
            self.fire(i, float(self.ex[i]), float(self.ey[i]))
        n = self.n
        self.fx[:n] += self.vx[:n]
        self.fy[:n] += self.vy[:n]
        np.rint(self.fx[:n], out=self.x[:n], casting="unsafe")
        np.rint(self.fy[:n], out=self.y[:n], casting="unsafe")
        for s, x, y in zip(self.sprites, self.x[:n].tolist(), self.y[:n].tolist()):  # sprites follow
            s.rect.center = (int(x), int(y))

    def remove(self, keep):
        """Keeps the bullets whose `keep` is True, in order, in the columns and the sprites."""
        n = self.n
        for s, k in zip(self.sprites, keep.tolist()):
            if not k:
                s.kill()
        self.sprites = [s for s, k in zip(self.sprites, keep.tolist()) if k]
        kept = hitmask.compact(keep, self.fx[:n], self.fy[:n], self.vx[:n], self.vy[:n], self.x[:n], self.y[:n],
                               self.r[:n], self.grazed[:n], self.colour[:n])
        self.n = len(kept[0])


def laser_origin(w):
    return w.px, w.py - 6


SCREEN = hitmask.AABB((-MARGIN, -MARGIN), (W + MARGIN, H + MARGIN))  # shapes that never move are made once


def hitmask_way(w):
    """hits, the indices of the new grazes, the laser's enemy (-1: none), the bullets to keep."""
    n = w.n
    x, y, r = w.x[:n], w.y[:n], w.r[:n]
    hit, graze = hitmask.test_hit_graze(x, y, (w.px, w.py), HIT_R, GRAZE_R, r=r, out=(w.hit[:n], w.graze[:n]))
    hits = hitmask.indices(hit, out=w.hits)
    new = hitmask.indices(graze, and_not=w.grazed[:n], out=w.fresh)  # each bullet grazes once
    w.grazed[new] = True
    ox, oy = laser_origin(w)
    enemy, _ = hitmask.raycast_closest(w.ex, w.ey, hitmask.Ray((ox, oy), (0, -1), oy), w.er)
    keep = hitmask.test(x, y, SCREEN, r=r, out=w.keep[:n])
    keep[hits] = False  # the bullets that hit go too
    return len(hits), new, -1 if enemy is None else enemy, keep


def numpy_way(w):
    """The same answers as a NumPy programmer writes them without hitmask (--bench's third way)."""
    n = w.n
    x, y, r = w.x[:n], w.y[:n], w.r[:n]
    dx, dy = x - np.float32(w.px), y - np.float32(w.py)
    d2 = dx * dx + dy * dy
    hit = d2 <= (HIT_R + r) ** 2
    new = np.flatnonzero((d2 <= (GRAZE_R + r) ** 2) & ~hit & (w.grazed[:n] == 0))
    cx = np.clip(x, -MARGIN, W + MARGIN)
    cy = np.clip(y, -MARGIN, H + MARGIN)
    inside = (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    return int(np.count_nonzero(hit)), new, laser_loop(w)[0], inside & ~hit


def laser_loop(w):
    """The laser's first enemy by a plain loop, the ray (ox, oy) + t (0, -1), 0 <= t <= oy: (its
    index or -1, the t where the ray enters it)."""
    ox, oy = laser_origin(w)
    best, best_t = -1, math.inf
    for i in range(ENEMIES):
        dx, rr = float(w.ex[i]) - ox, float(w.er[i])
        if dx * dx <= rr * rr:
            half = math.sqrt(rr * rr - dx * dx)
            t_out = (oy - float(w.ey[i])) + half
            t = max((oy - float(w.ey[i])) - half, 0.0)
            if t_out >= 0 and t <= oy and t < best_t:
                best, best_t = i, t
    return best, best_t


class Player(pygame.sprite.Sprite):
    def __init__(self, radius):
        super().__init__()
        self.radius = radius
        self.rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)


hitbox, ring = Player(HIT_R), Player(GRAZE_R)


def pygame_way(w):
    """hits and the indices of the new grazes by pygame's sprite collisions."""
    hitbox.rect.center = ring.rect.center = (int(w.px), int(w.py))
    hit = pygame.sprite.spritecollide(hitbox, w.group, False, pygame.sprite.collide_circle)
    near = pygame.sprite.spritecollide(ring, w.group, False, pygame.sprite.collide_circle)
    hit_set = set(hit)
    new = []
    for s in near:
        if s not in hit_set and not s.grazed:
            s.grazed = True
            new.append(s)
    return len(hit), new, laser_loop(w)[0]


def draw(screen, font, w, laser_enemy, hits, grazes):
    screen.fill((10, 10, 23))
    colours = [(255, 140, 50), (217, 102, 255), (255, 230, 77), (102, 153, 255)]
    for i in range(w.n):
        c = (77, 255, 255) if w.grazed[i] else colours[int(w.colour[i])]
        pygame.draw.circle(screen, c, (int(w.x[i]), int(w.y[i])), int(w.r[i]))
    for i in range(ENEMIES):
        pygame.draw.circle(screen, (230, 51, 77), (int(w.ex[i]), int(w.ey[i])), ENEMY_R)
    ox, oy = laser_origin(w)
    top = oy if laser_enemy < 0 else laser_loop(w)[1]
    pygame.draw.line(screen, (153, 255, 230), (ox, oy), (ox, oy - top), 3)
    pygame.draw.circle(screen, (77, 255, 255), (int(w.px), int(w.py)), GRAZE_R, 1)
    pygame.draw.circle(screen, (255, 51, 51), (int(w.px), int(w.py)), HIT_R)
    text = "hitmask %s   bullets %d   hits %d   grazes %d   frame %d" % (hitmask.active_isa(), w.n, hits, grazes,
                                                                         w.frame)
    screen.blit(font.render(text, True, (255, 255, 255)), (8, H - 22))


def main():
    pygame.display.init()  # no mixer: the stage has no sound (and a headless machine no audio device)
    pygame.font.init()
    screen = pygame.display.set_mode((W, H))
    pygame.display.set_caption("hitmask: a bullet-hell stage in pygame")
    font = pygame.font.Font(None, 20)
    w = World(opt["seed"])
    hits = grazes = laser_frames = 0
    mismatches, first = 0, None
    t_hm, t_pg, t_np, counted = [], [], [], []
    clock = pygame.time.Clock()
    laser_enemy = -1
    timed_from = opt["frames"] - 300 if opt["bench"] else 0
    running = True
    while running:
        if not opt["check"]:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                    running = False
        w.step(None if opt["check"] else pygame.key.get_pressed())
        before = w.n
        t0 = time.perf_counter()
        h, new, laser_enemy, keep = hitmask_way(w)
        t1 = time.perf_counter()
        if opt["check"]:
            ph, pnew, penemy = pygame_way(w)
            t2 = time.perf_counter()
            new_set = set(new.tolist())
            pnew_sprites = set(pnew)
            pnew_set = {i for i, s in enumerate(w.sprites) if s in pnew_sprites} if pnew else set()
            if (ph, pnew_set, penemy) != (h, new_set, laser_enemy):
                mismatches += 1
                first = first or ("frame %d (%d bullets): hitmask hits %d, new grazes %s, laser %d; "
                                  "pygame %d, %s, %d" % (w.frame, before, h, sorted(new_set), laser_enemy, ph,
                                                         sorted(pnew_set), penemy))
            if opt["bench"] and w.frame > timed_from:
                saved = w.grazed[:before].copy()
                w.grazed[new] = 0  # the NumPy way sees the graze state as it was before this frame
                t3 = time.perf_counter()
                nh, nnew, nenemy, nkeep = numpy_way(w)
                t4 = time.perf_counter()
                w.grazed[:before] = saved
                if nh != h or not np.array_equal(nnew, new) or nenemy != laser_enemy or not np.array_equal(nkeep, keep):
                    mismatches += 1
                    first = first or "frame %d: the NumPy way disagrees" % w.frame
                t_np.append(t4 - t3)
            if w.frame > timed_from:
                t_hm.append(t1 - t0)
                t_pg.append(t2 - t1)
                counted.append(before)
        hits += h
        grazes += len(new)
        laser_frames += laser_enemy >= 0
        w.remove(keep)
        if not opt["check"]:
            draw(screen, font, w, laser_enemy, hits, grazes)
            pygame.display.flip()
            clock.tick(60)
        elif w.frame == opt["frames"]:
            running = False
    if opt["check"]:
        print("pygame check: %d frames, seed %d, hitmask (%s): %d hits, %d grazes, laser on an enemy %d frames, "
              "%d bullets at the end" % (w.frame, opt["seed"], hitmask.active_isa(), hits, grazes, laser_frames, w.n))
        if mismatches == 0:
            print("pygame check: pygame's collisions agree on all %d frames (hits, new grazes, the laser's enemy)"
                  % w.frame + (", and the NumPy way on the timed ones" if opt["bench"] else ""))
        else:
            print("pygame check: %d frames disagree; the first: %s" % (mismatches, first))
        ms = lambda t: 1000 * statistics.median(t)  # noqa: E731
        line = ("pygame frame time, median of %d frames (%.0f bullets on average): hitmask %.3f ms, "
                "spritecollide %.3f ms" % (len(t_hm), statistics.mean(counted), ms(t_hm), ms(t_pg)))
        if opt["bench"]:
            line += ", NumPy %.3f ms (spritecollide / hitmask %.0fx, NumPy / hitmask %.1fx)" % (
                ms(t_np), ms(t_pg) / ms(t_hm), ms(t_np) / ms(t_hm))
        print(line)
        if opt["screenshot"]:
            draw(screen, font, w, laser_enemy, hits, grazes)
            pygame.image.save(screen, opt["screenshot"])
            print("pygame screenshot: " + opt["screenshot"])
    pygame.quit()
    return 0 if mismatches == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
