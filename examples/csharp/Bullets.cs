// hitmask from C# through P/Invoke (Mono, .NET, Unity): a bullet array against the player, an
// enemy's view cone, a laser, a homing shot's target, the dead bullets removed and fast bullets
// that spark where they meet a wall. Built with `mcs` and run with `mono` by scripts/test-bindings.sh, which finds
// libhitmask.so through LD_LIBRARY_PATH (hitmask.dll on Windows).
using System;
using System.Runtime.InteropServices;

[StructLayout(LayoutKind.Sequential)]
public struct HmVec2 {
    public float X, Y;
    public HmVec2(float x, float y) { X = x; Y = y; }
}

[StructLayout(LayoutKind.Sequential)]
public struct HmVec3 {
    public float X, Y, Z;
    public HmVec3(float x, float y, float z) { X = x; Y = y; Z = z; }
}

// hm_view: a kind and six column pointers (IntPtr: pin the arrays while a query runs), then size.
[StructLayout(LayoutKind.Sequential)]
public struct HmView {
    public uint Kind;
    public IntPtr C0, C1, C2, C3, C4, C5;
    public UIntPtr Size;
}

// hm_ray: what hm_ray_make fills (the direction stored unit).
[StructLayout(LayoutKind.Sequential)]
public struct HmRay {
    public float OriginX, OriginY, DirX, DirY, MaxDistance;
}

// hm_shape: 264 bytes, 8-byte aligned (the long keeps the alignment); its contents are opaque.
[StructLayout(LayoutKind.Explicit, Size = 264)]
public struct HmShape {
    [FieldOffset(0)] public uint Kind;
    [FieldOffset(8)] long align;
}

public static class Hitmask {
    const string Lib = "hitmask";
    // Arrays of floats, ulongs and uints are blittable: the runtime pins them and passes a pointer,
    // no copy. size_t is UIntPtr; an hm_status is an int (0 is HM_OK).
    [DllImport(Lib)] public static extern int hm_circle(HmVec2 center, float radius, out HmShape shape);
    [DllImport(Lib)] public static extern int hm_sector_facing(HmVec2 apex, HmVec2 direction, float fov, float range,
                                                               out HmShape shape);
    [DllImport(Lib)] public static extern int hm_test(float[] x, float[] y, UIntPtr n, ref HmShape shape,
                                                      ulong[] words, UIntPtr wordCount);
    [DllImport(Lib)] public static extern int hm_count(float[] x, float[] y, UIntPtr n, ref HmShape shape,
                                                       out UIntPtr hits);
    [DllImport(Lib)] public static extern int hm_indices(float[] x, float[] y, UIntPtr n, ref HmShape shape,
                                                         uint[] indices, UIntPtr capacity, out UIntPtr hits);
    [DllImport(Lib)] public static extern int hm_cone(HmVec3 apex, HmVec3 direction, float fov, float range,
                                                      out HmShape shape);
    [DllImport(Lib)] public static extern int hm_view_count(ref HmView view, ref HmShape shape, out UIntPtr hits);
    public const uint ViewSpheres = 7; // HM_VIEW_SPHERES: x, y, z, r
    public const uint ViewCircles = 1; // HM_VIEW_CIRCLES: x, y, r
    [DllImport(Lib)] public static extern int hm_ray_make(HmVec2 origin, HmVec2 direction, float maxDistance,
                                                          out HmRay ray);
    [DllImport(Lib)] public static extern int hm_raycast(ref HmView view, ref HmRay ray, ulong[] words,
                                                         UIntPtr wordCount, float[] distances, UIntPtr distanceCount,
                                                         out UIntPtr hits);
    [DllImport(Lib)] public static extern int hm_raycast_closest(ref HmView view, ref HmRay ray, out UIntPtr index,
                                                                 out float distance);
    public const uint ViewPoints = 0; // HM_VIEW_POINTS: x, y
    [DllImport(Lib)] public static extern int hm_nearest(ref HmView view, HmVec2 point, float maxDistance,
                                                         out UIntPtr index, out float distance);
    // the indices of a mask's set bits: what a game loop walks instead of the bits
    [DllImport(Lib)] public static extern int hm_mask_indices(ulong[] words, UIntPtr n, uint[] indices,
                                                              UIntPtr capacity, out UIntPtr count);
    [DllImport(Lib)] public static extern int hm_mask_not(ulong[] a, UIntPtr aSize, ulong[] output, UIntPtr outSize);
    // columns: the addresses of pinned arrays; elementSizes: their bytes per element
    [DllImport(Lib)] public static extern int hm_compact(ulong[] keep, UIntPtr keepSize, IntPtr[] columns,
                                                         UIntPtr[] elementSizes, UIntPtr columnCount, out UIntPtr kept);
    [DllImport(Lib)] public static extern int hm_aabb(HmVec2 min, HmVec2 max, out HmShape shape);
    public const uint ViewSegments = 2; // HM_VIEW_SEGMENTS: x0, y0, x1, y1 (points moving from p0 to p1)
    // shapes: an array of hm_shape of one kind (HmShape is blittable: pinned, not copied)
    [DllImport(Lib)] public static extern int hm_sweep_first(ref HmView view, HmShape[] shapes, UIntPtr count,
                                                             uint[] shapeIndex, UIntPtr indexCount, float[] fractions,
                                                             UIntPtr fractionCount, out UIntPtr met);
    public const uint NoShape = 0xFFFFFFFF; // HM_NO_SHAPE: hm_sweep_first's index when a move meets no shape
    // HM_NO_HIT, the index hm_raycast_closest and hm_nearest give when there is none: SIZE_MAX
    public static bool IsNoHit(UIntPtr index)
    {
        return index.ToUInt64() == (UIntPtr.Size == 8 ? ulong.MaxValue : uint.MaxValue);
    }
    // a polygon's hm_shape holds a handle into the library's table: copies share it, and after
    // hm_shape_free every copy is refused (HM_INVALID_ARGUMENT) and freeing again does nothing
    [DllImport(Lib)] public static extern int hm_convex_polygon(HmVec2[] vertices, UIntPtr count, out HmShape shape);
    [DllImport(Lib)] public static extern void hm_shape_free(ref HmShape shape);
    [DllImport(Lib)] public static extern int hm_active_isa();
    [DllImport(Lib)] static extern IntPtr hm_isa_name(int isa);
    [DllImport(Lib)] static extern IntPtr hm_version(IntPtr major, IntPtr minor, IntPtr patch);
    [DllImport(Lib)] static extern IntPtr hm_last_error();

    // the library's strings are static or thread-local: read, never freed
    public static string IsaName => Marshal.PtrToStringAnsi(hm_isa_name(hm_active_isa()));
    public static string Version => Marshal.PtrToStringAnsi(hm_version(IntPtr.Zero, IntPtr.Zero, IntPtr.Zero));
    public static string LastError => Marshal.PtrToStringAnsi(hm_last_error());

    public static void Check(int status)
    {
        if (status != 0) throw new InvalidOperationException("hitmask: " + LastError);
    }
}

public static class Bullets {
    public static void Main()
    {
        // 1,000 bullets on a ring around the player, in SoA float arrays
        const int n = 1000;
        var xs = new float[n];
        var ys = new float[n];
        for (int i = 0; i < n; ++i) {
            double a = i * (2 * Math.PI / n), r = 2.5 + i % 50; // radii 2.5..51.5
            xs[i] = (float)(320 + r * Math.Cos(a));
            ys[i] = (float)(400 + r * Math.Sin(a));
        }

        HmShape player, cone;
        Hitmask.Check(Hitmask.hm_circle(new HmVec2(320, 400), 5, out player));
        Hitmask.Check(Hitmask.hm_sector_facing(new HmVec2(320, 400), new HmVec2(1, 0), (float)(80 * Math.PI / 180), 30,
                                               out cone));

        var words = new ulong[(n + 63) / 64];
        Hitmask.Check(Hitmask.hm_test(xs, ys, (UIntPtr)n, ref player, words, (UIntPtr)words.Length));
        // the hits as indices (hm_mask_indices), not a loop over every bit
        var hitIndices = new uint[n];
        UIntPtr hitCount;
        Hitmask.Check(Hitmask.hm_mask_indices(words, (UIntPtr)n, hitIndices, (UIntPtr)n, out hitCount));
        int hits = (int)hitCount;
        UIntPtr count;
        Hitmask.Check(Hitmask.hm_count(xs, ys, (UIntPtr)n, ref player, out count));
        if ((int)count != hits) throw new Exception("hm_count disagrees with hm_test");

        var indices = new uint[n];
        Hitmask.Check(Hitmask.hm_indices(xs, ys, (UIntPtr)n, ref cone, indices, (UIntPtr)n, out count));

        Console.WriteLine("hitmask {0} ({1}) from C#", Hitmask.Version, Hitmask.IsaName);
        Console.WriteLine("player hits: {0} of {1}", hits, n);
        Console.WriteLine("in the cone: {0} (first {1})", (int)count, indices[0]);

        // 3D: 200 spheres in front of a guard, against its 60-degree view cone of range 50
        const int m = 200;
        float[] x3 = new float[m], y3 = new float[m], z3 = new float[m], r3 = new float[m];
        for (int i = 0; i < m; ++i) {
            x3[i] = i * 0.5f;
            y3[i] = i % 7 - 3;
            z3[i] = i % 3 - 1;
            r3[i] = 0.25f;
        }
        HmShape guard;
        Hitmask.Check(Hitmask.hm_cone(new HmVec3(0, 0, 0), new HmVec3(1, 0, 0), (float)(60 * Math.PI / 180), 50,
                                      out guard));
        GCHandle[] pins = { GCHandle.Alloc(x3, GCHandleType.Pinned), GCHandle.Alloc(y3, GCHandleType.Pinned),
                            GCHandle.Alloc(z3, GCHandleType.Pinned), GCHandle.Alloc(r3, GCHandleType.Pinned) };
        try {
            var spheres = new HmView { Kind = Hitmask.ViewSpheres, C0 = pins[0].AddrOfPinnedObject(),
                                       C1 = pins[1].AddrOfPinnedObject(), C2 = pins[2].AddrOfPinnedObject(),
                                       C3 = pins[3].AddrOfPinnedObject(), Size = (UIntPtr)m };
            Hitmask.Check(Hitmask.hm_view_count(ref spheres, ref guard, out count));
        } finally {
            foreach (var pin in pins) pin.Free();
        }
        Console.WriteLine("spheres the guard sees: {0} of {1}", (int)count, m);

        // a laser from the left edge along +x that stops at the first bullet it meets: the bullets
        // as round bullets of radius 1.5 (a circles view) against an hm_ray
        var rs = new float[n];
        for (int i = 0; i < n; ++i) rs[i] = 1.5f;
        HmRay laser;
        Hitmask.Check(Hitmask.hm_ray_make(new HmVec2(0, 400), new HmVec2(1, 0), 640, out laser));
        UIntPtr first;
        float at;
        var distances = new float[n];
        GCHandle[] discPins = { GCHandle.Alloc(xs, GCHandleType.Pinned), GCHandle.Alloc(ys, GCHandleType.Pinned),
                                GCHandle.Alloc(rs, GCHandleType.Pinned) };
        try {
            var discs = new HmView { Kind = Hitmask.ViewCircles, C0 = discPins[0].AddrOfPinnedObject(),
                                     C1 = discPins[1].AddrOfPinnedObject(), C2 = discPins[2].AddrOfPinnedObject(),
                                     Size = (UIntPtr)n };
            Hitmask.Check(Hitmask.hm_raycast_closest(ref discs, ref laser, out first, out at));
            // every bullet on the laser's line, with its distance: the first is the nearest of them
            Hitmask.Check(Hitmask.hm_raycast(ref discs, ref laser, words, (UIntPtr)words.Length, distances, (UIntPtr)n,
                                             out count));
        } finally {
            foreach (var pin in discPins) pin.Free();
        }
        foreach (float d in distances)
            if (d < at) throw new Exception("hm_raycast_closest is not the nearest of hm_raycast's distances");
        if (Hitmask.IsNoHit(first))
            Console.WriteLine("laser: meets nothing");
        else
            Console.WriteLine("laser stops at bullet {0} after {1} ({2} bullets on its line)", (ulong)first,
                              at.ToString("F2", System.Globalization.CultureInfo.InvariantCulture), (int)count);

        // a homing shot from the player picks the nearest of 8 enemies (hm_nearest over a points view)
        const int enemies = 8;
        float[] ex = new float[enemies], ey = new float[enemies];
        for (int i = 0; i < enemies; ++i) {
            ex[i] = 100 + 60 * i;
            ey[i] = 100 + i * 37 % 90;
        }
        GCHandle[] enemyPins = { GCHandle.Alloc(ex, GCHandleType.Pinned), GCHandle.Alloc(ey, GCHandleType.Pinned) };
        try {
            var targets = new HmView { Kind = Hitmask.ViewPoints, C0 = enemyPins[0].AddrOfPinnedObject(),
                                       C1 = enemyPins[1].AddrOfPinnedObject(), Size = (UIntPtr)enemies };
            Hitmask.Check(Hitmask.hm_nearest(ref targets, new HmVec2(320, 400), float.PositiveInfinity, out first,
                                             out at));
        } finally {
            foreach (var pin in enemyPins) pin.Free();
        }
        Console.WriteLine("homing shot targets enemy {0} at {1}", (ulong)first,
                          at.ToString("F2", System.Globalization.CultureInfo.InvariantCulture));

        // the bullets that hit the player are gone: keep the others (hm_mask_not of the hit mask)
        // and move them to the front of every column, in order, with hm_compact
        var hit = new ulong[(n + 63) / 64];
        var keep = new ulong[hit.Length];
        Hitmask.Check(Hitmask.hm_test(xs, ys, (UIntPtr)n, ref player, hit, (UIntPtr)hit.Length));
        Hitmask.Check(Hitmask.hm_mask_not(hit, (UIntPtr)n, keep, (UIntPtr)n));
        GCHandle[] columnPins = { GCHandle.Alloc(xs, GCHandleType.Pinned), GCHandle.Alloc(ys, GCHandleType.Pinned),
                                  GCHandle.Alloc(rs, GCHandleType.Pinned) };
        UIntPtr alive;
        try {
            var columns = new IntPtr[3];
            for (int c = 0; c < 3; ++c) columns[c] = columnPins[c].AddrOfPinnedObject();
            var sizes = new UIntPtr[] { (UIntPtr)sizeof(float), (UIntPtr)sizeof(float), (UIntPtr)sizeof(float) };
            Hitmask.Check(Hitmask.hm_compact(keep, (UIntPtr)n, columns, sizes, (UIntPtr)3, out alive));
        } finally {
            foreach (var pin in columnPins) pin.Free();
        }
        Hitmask.Check(Hitmask.hm_count(xs, ys, alive, ref player, out count));
        Console.WriteLine("bullets left: {0} of {1} ({2} on the player)", (ulong)alive, n, (int)count);

        // two fast bullets (32 units a frame) against three walls, an hm_aabb set: hm_sweep_first
        // gives the wall each one's move meets first and the fraction of the move done there, where
        // the spark goes (a test at its end point alone would let it tunnel through the 4-unit wall)
        var walls = new HmShape[3];
        Hitmask.Check(Hitmask.hm_aabb(new HmVec2(400, 380), new HmVec2(404, 420), out walls[0]));
        Hitmask.Check(Hitmask.hm_aabb(new HmVec2(340, 390), new HmVec2(344, 410), out walls[1]));
        Hitmask.Check(Hitmask.hm_aabb(new HmVec2(300, 300), new HmVec2(310, 310), out walls[2]));
        float[] fx0 = { 320, 320 }, fy0 = { 400, 400 }; // where they were
        float[] fx1 = { 352, 288 }, fy1 = { 400, 400 }; // where they are now
        var wall = new uint[2];
        var fraction = new float[2];
        GCHandle[] shotPins = { GCHandle.Alloc(fx0, GCHandleType.Pinned), GCHandle.Alloc(fy0, GCHandleType.Pinned),
                                GCHandle.Alloc(fx1, GCHandleType.Pinned), GCHandle.Alloc(fy1, GCHandleType.Pinned) };
        try {
            var shots = new HmView { Kind = Hitmask.ViewSegments, C0 = shotPins[0].AddrOfPinnedObject(),
                                     C1 = shotPins[1].AddrOfPinnedObject(), C2 = shotPins[2].AddrOfPinnedObject(),
                                     C3 = shotPins[3].AddrOfPinnedObject(), Size = (UIntPtr)2 };
            Hitmask.Check(Hitmask.hm_sweep_first(ref shots, walls, (UIntPtr)walls.Length, wall, (UIntPtr)2, fraction,
                                                 (UIntPtr)2, out count));
        } finally {
            foreach (var pin in shotPins) pin.Free();
        }
        var invariant = System.Globalization.CultureInfo.InvariantCulture;
        for (int i = 0; i < 2; ++i) {
            if (wall[i] == Hitmask.NoShape) {
                Console.WriteLine("fast bullet {0} meets no wall", i);
                continue;
            }
            float f = fraction[i];
            UIntPtr atEnd;
            Hitmask.Check(Hitmask.hm_count(new[] { fx1[i] }, new[] { fy1[i] }, (UIntPtr)1, ref walls[wall[i]],
                                           out atEnd));
            Console.WriteLine("fast bullet {0} sparks on wall {1} at ({2}, {3}), {4} of its move (its end point hits {5})",
                              i, wall[i], (fx0[i] + f * (fx1[i] - fx0[i])).ToString("F2", invariant),
                              (fy0[i] + f * (fy1[i] - fy0[i])).ToString("F2", invariant), f.ToString("F3", invariant),
                              (ulong)atEnd);
        }

        // a rock in the arena, a convex polygon: a copy kept after the free and a second free are
        // refused with a message (an exception from Check), never a crash
        HmShape rock;
        Hitmask.Check(Hitmask.hm_convex_polygon(new[] { new HmVec2(330, 390), new HmVec2(370, 390),
                                                        new HmVec2(370, 430), new HmVec2(330, 430) },
                                                (UIntPtr)4, out rock));
        HmShape kept = rock; // a copy: the same handle
        UIntPtr onRock;
        Hitmask.Check(Hitmask.hm_count(xs, ys, alive, ref kept, out onRock));
        Console.WriteLine("bullets on the rock: {0}", (ulong)onRock);
        Hitmask.hm_shape_free(ref rock);
        Hitmask.hm_shape_free(ref rock); // freed twice: a no-op
        try {
            Hitmask.Check(Hitmask.hm_count(xs, ys, alive, ref kept, out onRock));
            Console.WriteLine("the rock's copy after the free: answered");
        } catch (InvalidOperationException e) {
            Console.WriteLine("the rock's copy after the free: {0}", e.Message);
        }
        Hitmask.hm_shape_free(ref kept); // the copy of a freed polygon: a no-op

        // bad input: a status and the message, no exception from the library
        int status = Hitmask.hm_circle(new HmVec2(0, 0), -1, out player);
        Console.WriteLine("refused: {0} (status {1})", Hitmask.LastError, status);
    }
}
