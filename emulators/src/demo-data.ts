/**
 * Demo content for the Tools Hub emulator seed: categories, catalogue, past sales, reviews and
 * the two demo accounts. Pure data — no imports, no side effects.
 *
 * Images are served from web/public, so `image` / `reviewerImage` are public
 * paths (e.g. `/images/tools/claw-hammer.svg`).
 */

export interface DemoCategory {
  id: string;
  name: string;
}

export interface DemoTool {
  id: string;
  toolName: string;
  /** List price per piece in US dollars (wholesale). */
  price: number;
  /** Minimum order quantity in pieces. */
  minOrder: number;
  /** Pieces in stock. */
  available: number;
  toolDescription: string;
  image: string;
  /** Unique stock-keeping unit. */
  sku: string;
  /** A DemoCategory id. */
  category: string;
  /** Volume prices in dollars: from minQuantity pieces, each costs price. */
  priceTiers: { minQuantity: number; price: number }[];
  /** The admin's reorder point, where the demo sets one (else minOrder × 2); some are low on stock. */
  reorderPoint?: number;
}

/** A delivered order of a trade customer (not a demo account): what makes tools popular. */
export interface DemoSale {
  toolId: string;
  quantity: number;
  /** Index into demoReviews: the reviewers are the shop's trade customers. */
  buyer: number;
  daysAgo: number;
}

export interface DemoReview {
  id: string;
  reviewerName: string;
  reviewerEmail: string;
  reviewText: string;
  /** Whole number from 1 to 5. */
  reviewRating: number;
  reviewerImage: string;
}

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
}

const toolImage = (id: string): string => `/images/tools/${id}.svg`;
const avatarImage = (slug: string): string => `/images/avatars/${slug}.svg`;

export const demoPhotoURL = '/images/blank-profile.svg';

export const demoCategories: DemoCategory[] = [
  { id: 'hammers-mallets', name: 'Hammers & Mallets' },
  { id: 'chisels', name: 'Chisels & Gouges' },
  { id: 'saws', name: 'Saws' },
  { id: 'planes', name: 'Planes & Spokeshaves' },
  { id: 'measuring-marking', name: 'Measuring & Marking' },
  { id: 'clamps', name: 'Clamps' },
  { id: 'power-tools', name: 'Power Tools' },
  { id: 'fasteners', name: 'Fasteners & Hardware' },
  { id: 'rasps-sharpening', name: 'Rasps, Files & Sharpening' },
];

const tiers = (...breaks: [minQuantity: number, price: number][]) =>
  breaks.map(([minQuantity, price]) => ({ minQuantity, price }));

/**
 * Newest first, as the seed writes them. The first six are also the most ordered (see
 * demoSales), in this order, so Home shows them; browser tests rely on both.
 */
export const demoTools: DemoTool[] = [
  {
    id: 'claw-hammer',
    toolName: '16 oz Curved Claw Hammer',
    price: 11.4,
    minOrder: 50,
    available: 2400,
    toolDescription:
      'Drop-forged carbon steel head with a polished, slightly domed striking face and a curved claw for pulling nails. Fibreglass handle with a non-slip rubber grip, 330 mm overall. Suited to framing, first fix and general site work.',
    image: toolImage('claw-hammer'),
    sku: 'HAM-CLAW-16OZ',
    category: 'hammers-mallets',
    priceTiers: tiers([200, 10.6], [500, 9.9]),
  },
  {
    id: 'bevel-edge-chisel-set',
    toolName: 'Bevel-Edge Chisel Set (6 pcs)',
    price: 38.5,
    minOrder: 20,
    available: 640,
    toolDescription:
      'Six chrome-vanadium bevel-edge chisels in 6, 10, 13, 19, 25 and 32 mm widths, hardened to 60 HRC and ground flat on the back. Hornbeam handles with steel hoops take mallet blows. Supplied in a canvas tool roll.',
    image: toolImage('bevel-edge-chisel-set'),
    sku: 'CHI-BEVEL-SET6',
    category: 'chisels',
    priceTiers: tiers([60, 35.9], [150, 33.5]),
  },
  {
    id: 'smoothing-plane',
    toolName: 'No. 4 Smoothing Plane',
    price: 46.9,
    minOrder: 10,
    available: 380,
    toolDescription:
      'Bailey-pattern smoothing plane with a stress-relieved cast iron body, ground sole and sides, and a 50 mm high-carbon steel iron with chipbreaker. Lateral and depth adjusters, beech handles. Leaves a finish-ready surface on hardwoods and softwoods.',
    image: toolImage('smoothing-plane'),
    sku: 'PLN-SMOOTH-NO4',
    category: 'planes',
    priceTiers: tiers([40, 43.5]),
  },
  {
    id: 'tenon-saw',
    toolName: '12 in Tenon Saw',
    price: 17.25,
    minOrder: 25,
    available: 900,
    toolDescription:
      '300 mm tenon saw with a hardened-tooth blade, 13 teeth per inch, and a folded steel back that keeps cuts straight. Tooth geometry cuts on the push stroke for tenon cheeks, shoulders and general bench work. Ergonomic beech handle.',
    image: toolImage('tenon-saw'),
    sku: 'SAW-TENON-12',
    category: 'saws',
    priceTiers: tiers([100, 15.95], [300, 14.8]),
  },
  {
    id: 'marking-gauge',
    toolName: 'Brass-Faced Marking Gauge',
    price: 9.8,
    minOrder: 30,
    available: 1150,
    toolDescription:
      'Beech marking gauge with a 200 mm stem, brass-faced stock and a hardened steel pin. A brass thumbscrew locks the setting. Scribes crisp lines parallel to an edge for mortises, tenons, rebates and hinge recesses.',
    image: toolImage('marking-gauge'),
    sku: 'MRK-GAUGE-BRASS',
    category: 'measuring-marking',
    priceTiers: tiers([120, 8.9]),
  },
  {
    id: 'try-square',
    toolName: "9 in Engineer's Try Square",
    price: 8.6,
    minOrder: 40,
    available: 1500,
    toolDescription:
      '225 mm stainless steel blade riveted into a rosewood stock with a brass wear strip, checked square to 0.05 mm over the blade length. Etched metric and imperial scales. For marking out shoulders and checking edges and assemblies.',
    image: toolImage('try-square'),
    sku: 'MRK-SQUARE-9',
    category: 'measuring-marking',
    priceTiers: tiers([150, 7.95], [400, 7.4]),
  },
  {
    id: 'beech-mallet',
    toolName: "Beech Joiner's Mallet",
    price: 12.95,
    minOrder: 25,
    available: 820,
    toolDescription:
      'Solid European beech mallet with a 110 mm tapered head and an ash handle wedged through a tapered mortise, so the head tightens with use. Angled faces strike chisels squarely; roughly 600 g. For chopping mortises and assembly work.',
    image: toolImage('beech-mallet'),
    sku: 'HAM-MALLET-BEECH',
    category: 'hammers-mallets',
    priceTiers: [],
  },
  {
    id: 'flat-spokeshave',
    toolName: 'Flat-Sole Spokeshave',
    price: 14.3,
    minOrder: 20,
    available: 560,
    toolDescription:
      'Malleable cast iron spokeshave with a flat sole, a 54 mm tool-steel blade and twin brass adjusters for setting depth and skew. Shapes chair legs, spindles, paddles and convex curves where a bench plane cannot reach.',
    image: toolImage('flat-spokeshave'),
    sku: 'PLN-SPOKE-FLAT',
    category: 'planes',
    priceTiers: tiers([80, 13.1]),
  },
  {
    id: 'parallel-bar-clamp',
    toolName: 'Parallel Bar Clamp, 600 mm',
    price: 24.75,
    minOrder: 20,
    available: 700,
    toolDescription:
      'Heavy-duty parallel clamp with a 600 mm steel bar and large composite jaws that stay parallel under load, applying up to 680 kg. Reversible jaw converts it to a spreader. Ideal for carcass glue-ups, panels and frames.',
    image: toolImage('parallel-bar-clamp'),
    sku: 'CLP-PARALLEL-600',
    category: 'clamps',
    priceTiers: tiers([60, 22.9], [200, 21.4]),
  },
  {
    id: 'coping-saw',
    toolName: 'Coping Saw with 10 Blades',
    price: 7.45,
    minOrder: 50,
    available: 1800,
    toolDescription:
      'Chrome-plated steel frame with 125 mm throat depth and a hardwood handle that tensions the blade. Pins let the 165 mm blade rotate for tight curves. Supplied with ten fine-tooth blades for scribing skirting, dovetail waste and fretwork.',
    image: toolImage('coping-saw'),
    sku: 'SAW-COPING-10B',
    category: 'saws',
    priceTiers: [],
  },
  {
    id: 'cordless-drill',
    toolName: '18V Cordless Drill Driver',
    price: 69,
    minOrder: 10,
    available: 300,
    toolDescription:
      'Compact 18 V brushless drill driver with a 13 mm keyless chuck, two-speed gearbox, 21-stage clutch and 55 Nm maximum torque. Supplied with two 2.0 Ah lithium-ion batteries, charger and carry case. Drills timber, fixes hardware and drives screws.',
    image: toolImage('cordless-drill'),
    sku: 'PWR-DRILL-18V',
    category: 'power-tools',
    priceTiers: tiers([30, 64.5], [100, 61]),
  },
  {
    id: 'random-orbital-sander',
    toolName: '125 mm Random Orbital Sander',
    price: 42.6,
    minOrder: 10,
    available: 340,
    toolDescription:
      '300 W random orbital sander with a 125 mm hook-and-loop pad, 2.5 mm orbit and variable speed from 7,000 to 13,000 OPM. Dust bag and extractor port keep the work clean. For swirl-free finishing on panels, doors and worktops.',
    image: toolImage('random-orbital-sander'),
    sku: 'PWR-SANDER-125',
    category: 'power-tools',
    priceTiers: [],
  },
  {
    id: 'cabinet-rasp',
    toolName: 'Half-Round Cabinet Rasp, 250 mm',
    price: 13.2,
    minOrder: 30,
    available: 950,
    toolDescription:
      '250 mm half-round rasp in hardened high-carbon steel with staggered, hand-stitch-pattern teeth for fast, smooth stock removal. Flat and curved faces shape coves, roundovers and cabriole legs. Fitted with a comfortable hardwood handle and ferrule.',
    image: toolImage('cabinet-rasp'),
    sku: 'RSP-CABINET-250',
    category: 'rasps-sharpening',
    priceTiers: tiers([100, 12.2]),
  },
  {
    id: 'brad-nailer',
    toolName: '18-Gauge Pneumatic Brad Nailer',
    price: 58.5,
    minOrder: 10,
    available: 260,
    toolDescription:
      'Lightweight aluminium-body brad nailer firing 18-gauge brads from 15 to 50 mm, with a 100-nail magazine, tool-free depth adjustment and a no-mar nose pad. Operates at 4–7 bar. Fixes architrave, skirting, beading and cabinet backs.',
    image: toolImage('brad-nailer'),
    sku: 'PWR-BRAD-18GA',
    category: 'power-tools',
    priceTiers: [],
  },
  {
    id: 'framing-hammer',
    toolName: '20 oz Milled-Face Framing Hammer',
    price: 18.9,
    minOrder: 30,
    available: 1100,
    toolDescription:
      'Heavy framing hammer with a 20 oz forged steel head, a milled waffle face that grips nail heads and a straight rip claw for prising studs apart. Shock-absorbing hickory handle, 400 mm long. Drives 100 mm nails in fewer blows on stud walls and roof carcassing.',
    image: toolImage('framing-hammer'),
    sku: 'HAM-FRAME-20OZ',
    category: 'hammers-mallets',
    priceTiers: tiers([120, 17.6], [300, 16.9]),
  },
  {
    id: 'rubber-mallet',
    toolName: 'Rubber Mallet, 24 oz',
    price: 6.4,
    minOrder: 50,
    available: 2000,
    toolDescription:
      'Solid black rubber head on a fibreglass shaft with a cushioned grip. Knocks joints together, taps paving and flooring into place and sets panels without marking the surface. 24 oz head, 330 mm overall.',
    image: toolImage('rubber-mallet'),
    sku: 'HAM-RUBBER-24OZ',
    category: 'hammers-mallets',
    priceTiers: tiers([200, 5.9]),
  },
  {
    id: 'cross-pein-hammer',
    toolName: 'Warrington Cross-Pein Hammer',
    price: 10.75,
    minOrder: 30,
    available: 760,
    toolDescription:
      "Joiner's Warrington pattern hammer with a 10 oz head: the flat face drives pins and panel nails, the narrow cross pein starts them between the fingers. Ash handle, wedged. A bench favourite for cabinet makers and shopfitters.",
    image: toolImage('cross-pein-hammer'),
    sku: 'HAM-WARRINGTON-10',
    category: 'hammers-mallets',
    priceTiers: [],
  },
  {
    id: 'mortise-chisel',
    toolName: 'Sash Mortise Chisel, 10 mm',
    price: 16.8,
    minOrder: 20,
    available: 480,
    toolDescription:
      'Thick-bodied mortise chisel forged from chrome-vanadium steel, 10 mm wide with a square-sided blade that levers waste out of deep mortises without twisting. Leather washer and hooped ash handle stand up to a mallet all day.',
    image: toolImage('mortise-chisel'),
    sku: 'CHI-MORTISE-10',
    category: 'chisels',
    priceTiers: tiers([80, 15.6]),
  },
  {
    id: 'carving-gouge',
    toolName: 'Carving Gouge Set (4 pcs)',
    price: 44.5,
    minOrder: 10,
    available: 210,
    toolDescription:
      'Four palm-length carving gouges in sweeps #3, #5, #7 and #9, honed ready to use, with octagonal ash handles. For relief carving, lettering, chip work and shaping hollows in furniture parts. Supplied in a wooden box.',
    image: toolImage('carving-gouge'),
    sku: 'CHI-GOUGE-SET4',
    category: 'chisels',
    priceTiers: [],
  },
  {
    id: 'skew-chisel',
    toolName: 'Skew Paring Chisel, 19 mm',
    price: 21.3,
    minOrder: 15,
    available: 300,
    toolDescription:
      'Long, thin paring chisel with a 25° skewed edge that reaches into dovetail corners and cleans up lap joints. High-carbon steel hardened to 61 HRC; a slim boxwood handle for hand pressure only, never a mallet.',
    image: toolImage('skew-chisel'),
    sku: 'CHI-SKEW-19',
    category: 'chisels',
    priceTiers: tiers([60, 19.9]),
  },
  {
    id: 'japanese-pull-saw',
    toolName: 'Ryōba Japanese Pull Saw, 240 mm',
    price: 27.4,
    minOrder: 20,
    available: 520,
    toolDescription:
      'Double-edged ryōba with crosscut teeth on one edge and rip teeth on the other, on a thin 0.5 mm impulse-hardened blade that cuts on the pull stroke. Rattan-wrapped handle; replaceable blade. Fast, fine cuts in hardwood and softwood.',
    image: toolImage('japanese-pull-saw'),
    sku: 'SAW-RYOBA-240',
    category: 'saws',
    priceTiers: tiers([80, 25.6], [200, 24.2]),
  },
  {
    id: 'panel-saw',
    toolName: '22 in Hardpoint Panel Saw',
    price: 12.6,
    minOrder: 40,
    available: 1300,
    toolDescription:
      '550 mm general-purpose hand saw with induction-hardened triple-ground teeth, 8 teeth per inch, that stay sharp several times longer than a resharpenable saw. Moulded soft-grip handle with 45° and 90° marking angles. Cuts joists, boards and sheet material on site.',
    image: toolImage('panel-saw'),
    sku: 'SAW-PANEL-22',
    category: 'saws',
    priceTiers: tiers([150, 11.7], [400, 10.95]),
  },
  {
    id: 'dovetail-saw',
    toolName: '8 in Dovetail Saw',
    price: 23.9,
    minOrder: 15,
    available: 260,
    toolDescription:
      '200 mm fine-cut back saw with 18 teeth per inch filed rip for dovetails and small tenons, a 0.5 mm plate and a brass back for weight and straight tracking. Open beech pistol grip. The finest cut in the range for drawer and box making.',
    image: toolImage('dovetail-saw'),
    sku: 'SAW-DOVETAIL-8',
    category: 'saws',
    priceTiers: [],
  },
  {
    id: 'block-plane',
    toolName: 'Low-Angle Block Plane',
    price: 34.2,
    minOrder: 10,
    available: 330,
    toolDescription:
      'Compact block plane with a 12° bed and a 35 mm A2 steel iron, bevel up, for end grain, chamfers and fitting doors. Adjustable mouth, Norris-style adjuster and a ductile iron body that fits one hand. Trims laminate edges cleanly.',
    image: toolImage('block-plane'),
    sku: 'PLN-BLOCK-LOW',
    category: 'planes',
    priceTiers: tiers([40, 31.9]),
  },
  {
    id: 'jack-plane',
    toolName: 'No. 5 Jack Plane',
    price: 52.8,
    minOrder: 10,
    available: 240,
    toolDescription:
      '355 mm Bailey-pattern jack plane with a cast iron body, a 50 mm carbon steel iron and a frog adjustable for mouth size. Takes boards to thickness, straightens edges and flattens panels before the smoother. Hardwood tote and knob.',
    image: toolImage('jack-plane'),
    sku: 'PLN-JACK-NO5',
    category: 'planes',
    priceTiers: tiers([40, 49.5], [120, 47.2]),
  },
  {
    id: 'shoulder-plane',
    toolName: 'Medium Shoulder Plane, 19 mm',
    price: 58.4,
    minOrder: 5,
    available: 150,
    reorderPoint: 200,
    toolDescription:
      'Bronze-bodied shoulder plane whose 19 mm iron spans the full width of the sole, so it trims tenon shoulders, rebates and cheeks right into the corner. Sides ground square to the sole; fine depth adjuster.',
    image: toolImage('shoulder-plane'),
    sku: 'PLN-SHOULDER-19',
    category: 'planes',
    priceTiers: [],
  },
  {
    id: 'tape-measure',
    toolName: '8 m Tape Measure',
    price: 7.2,
    minOrder: 100,
    available: 5000,
    toolDescription:
      'Tough 8 m × 25 mm tape with a nylon-coated blade that stands out 3 m, metric and imperial scales, and a true-zero hook that floats for inside and outside measurements. Rubber-armoured case survives drops from scaffolding; belt clip.',
    image: toolImage('tape-measure'),
    sku: 'MRK-TAPE-8M',
    category: 'measuring-marking',
    priceTiers: tiers([300, 6.6], [1000, 6.1]),
  },
  {
    id: 'combination-square',
    toolName: '300 mm Combination Square',
    price: 15.4,
    minOrder: 30,
    available: 700,
    toolDescription:
      'Satin-chrome 300 mm rule in a cast head with 90° and 45° faces, a spirit vial and a steel scriber. Slides and locks to mark depths, check mitres and square lines across boards. Etched graduations that do not wear off.',
    image: toolImage('combination-square'),
    sku: 'MRK-COMBI-300',
    category: 'measuring-marking',
    priceTiers: tiers([120, 14.2]),
  },
  {
    id: 'marking-knife',
    toolName: 'Double-Bevel Marking Knife',
    price: 8.95,
    minOrder: 40,
    available: 900,
    toolDescription:
      'Spear-point marking knife in O1 tool steel with a rosewood handle. Its fine, double-bevel blade scores crisp lines for dovetails, shoulders and hinge recesses, so saw and chisel start exactly on the line.',
    image: toolImage('marking-knife'),
    sku: 'MRK-KNIFE-SPEAR',
    category: 'measuring-marking',
    priceTiers: [],
  },
  {
    id: 'sliding-bevel',
    toolName: 'Sliding Bevel, 250 mm',
    price: 11.3,
    minOrder: 30,
    available: 640,
    toolDescription:
      'Adjustable bevel with a 250 mm slotted steel blade and a rosewood stock with brass facing. A lever lock holds any angle for transferring roof pitches, stair angles and dovetail slopes from one piece to the next.',
    image: toolImage('sliding-bevel'),
    sku: 'MRK-BEVEL-250',
    category: 'measuring-marking',
    priceTiers: tiers([100, 10.4]),
  },
  {
    id: 'f-clamp',
    toolName: 'F-Clamp, 300 × 120 mm',
    price: 9.6,
    minOrder: 40,
    available: 1600,
    toolDescription:
      'Drop-forged malleable iron F-clamp with a 300 mm serrated steel bar, 120 mm reach and a wooden handle on an acme-threaded spindle. Swivel pads protect the work. The everyday clamp for glue-ups, jigs and holding work to the bench.',
    image: toolImage('f-clamp'),
    sku: 'CLP-F-300',
    category: 'clamps',
    priceTiers: tiers([150, 8.8], [500, 8.2]),
  },
  {
    id: 'quick-bar-clamp',
    toolName: 'One-Handed Bar Clamp, 450 mm',
    price: 13.5,
    minOrder: 30,
    available: 980,
    toolDescription:
      'Trigger-action bar clamp that closes with one hand and releases at a button, up to 135 kg clamping force across 450 mm. Jaws reverse to spread. Non-marring pads; fast for positioning carcass parts and holding templates.',
    image: toolImage('quick-bar-clamp'),
    sku: 'CLP-QUICK-450',
    category: 'clamps',
    priceTiers: tiers([100, 12.4]),
  },
  {
    id: 'spring-clamp',
    toolName: 'Spring Clamp, 50 mm (pack of 10)',
    price: 14.9,
    minOrder: 20,
    available: 800,
    toolDescription:
      'Ten nylon spring clamps that open to 50 mm with one hand, with pivoting jaw pads that grip angled and round parts. For edge banding, small glue-ups, holding dust sheets and anything that needs a third hand.',
    image: toolImage('spring-clamp'),
    sku: 'CLP-SPRING-50-10',
    category: 'clamps',
    priceTiers: [],
  },
  {
    id: 'circular-saw',
    toolName: '190 mm Circular Saw, 1400 W',
    price: 78.5,
    minOrder: 5,
    available: 180,
    reorderPoint: 250,
    toolDescription:
      '1400 W circular saw with a 190 mm 24-tooth carbide blade, 66 mm depth of cut at 90° and bevels to 56°. Cast aluminium base, laser guide, dust port and a riving knife. Rips sheet material and crosscuts joists on site.',
    image: toolImage('circular-saw'),
    sku: 'PWR-CIRC-190',
    category: 'power-tools',
    priceTiers: tiers([20, 74.9]),
  },
  {
    id: 'jigsaw',
    toolName: 'Pendulum Jigsaw, 650 W',
    price: 49.9,
    minOrder: 10,
    available: 260,
    toolDescription:
      '650 W jigsaw with four pendulum settings, variable speed from 800 to 3,000 strokes per minute and tool-free blade change. Cuts 85 mm in wood with a tilting base to 45°. For worktop cut-outs, curves and scribing.',
    image: toolImage('jigsaw'),
    sku: 'PWR-JIGSAW-650',
    category: 'power-tools',
    priceTiers: [],
  },
  {
    id: 'plunge-router',
    toolName: '1/2 in Plunge Router, 1600 W',
    price: 96,
    minOrder: 5,
    available: 120,
    reorderPoint: 150,
    toolDescription:
      '1600 W plunge router taking 1/2 in and 1/4 in collets, with variable speed, a 55 mm plunge on twin columns and a three-step depth turret. Cuts housings, grooves, edge profiles and hinge recesses with a guide bush or fence.',
    image: toolImage('plunge-router'),
    sku: 'PWR-ROUTER-1600',
    category: 'power-tools',
    priceTiers: tiers([20, 91.5]),
  },
  {
    id: 'wood-screws',
    toolName: 'Wood Screws 4 × 40 mm (box of 200)',
    price: 5.8,
    minOrder: 50,
    available: 6000,
    toolDescription:
      'Yellow-zinc plated, hardened steel wood screws with a Pozidriv head, a sharp type 17 cutting point and a twin-thread shank that drives fast without pre-drilling in softwood. Box of 200, 4 mm × 40 mm.',
    image: toolImage('wood-screws'),
    sku: 'FIX-SCREW-4X40',
    category: 'fasteners',
    priceTiers: tiers([200, 5.2], [1000, 4.75]),
  },
  {
    id: 'panel-pins',
    toolName: 'Panel Pins 25 mm (1 kg)',
    price: 4.6,
    minOrder: 50,
    available: 4200,
    toolDescription:
      'Bright steel panel pins, 25 mm × 1.25 mm, in a 1 kg resealable tub. Small heads that punch below the surface for beading, cabinet backs, picture frames and fixing hardboard.',
    image: toolImage('panel-pins'),
    sku: 'FIX-PIN-25-1KG',
    category: 'fasteners',
    priceTiers: tiers([250, 4.15]),
  },
  {
    id: 'butt-hinges',
    toolName: 'Brass Butt Hinges 75 mm (pair)',
    price: 3.95,
    minOrder: 100,
    available: 3500,
    toolDescription:
      'Solid drawn brass butt hinges, 75 mm, supplied in pairs with matching countersunk brass screws. Fixed pin, smooth action. For cabinet doors, boxes and interior joinery where a traditional finish matters.',
    image: toolImage('butt-hinges'),
    sku: 'FIX-HINGE-75-BR',
    category: 'fasteners',
    priceTiers: tiers([400, 3.6]),
  },
  {
    id: 'dowel-pins',
    toolName: 'Fluted Beech Dowels 8 × 40 mm (pack of 500)',
    price: 6.7,
    minOrder: 30,
    available: 2500,
    toolDescription:
      'Kiln-dried beech dowels with spiral flutes that let glue escape and chamfered ends that start cleanly in the hole. 8 mm × 40 mm, pack of 500. For carcass and frame joints with a dowel jig.',
    image: toolImage('dowel-pins'),
    sku: 'FIX-DOWEL-8X40',
    category: 'fasteners',
    priceTiers: [],
  },
  {
    id: 'sharpening-stone',
    toolName: 'Combination Whetstone 1000/6000',
    price: 19.5,
    minOrder: 20,
    available: 450,
    toolDescription:
      'Two-sided water stone: 1000 grit to restore an edge, 6000 grit to polish it. 180 × 60 × 30 mm on a non-slip rubber base. Soak for ten minutes and hone chisels and plane irons to a razor edge.',
    image: toolImage('sharpening-stone'),
    sku: 'SHP-STONE-1K6K',
    category: 'rasps-sharpening',
    priceTiers: tiers([80, 18.1]),
  },
  {
    id: 'honing-guide',
    toolName: 'Side-Clamp Honing Guide',
    price: 11.9,
    minOrder: 20,
    available: 520,
    toolDescription:
      'Holds chisels from 6 to 50 mm and plane irons up to 67 mm at a fixed angle while a wide roller runs on the bench, so every bevel comes off the stone square and at the same angle. Angle setting chart on the body.',
    image: toolImage('honing-guide'),
    sku: 'SHP-GUIDE-SIDE',
    category: 'rasps-sharpening',
    priceTiers: [],
  },
];

/** Years of trade: delivered orders of the reviewers' businesses, oldest days ago first. */
export const demoSales: DemoSale[] = [
  { toolId: 'claw-hammer', quantity: 600, buyer: 2, daysAgo: 90 },
  { toolId: 'claw-hammer', quantity: 400, buyer: 6, daysAgo: 60 },
  { toolId: 'claw-hammer', quantity: 200, buyer: 4, daysAgo: 21 },
  { toolId: 'bevel-edge-chisel-set', quantity: 500, buyer: 0, daysAgo: 75 },
  { toolId: 'bevel-edge-chisel-set', quantity: 400, buyer: 5, daysAgo: 30 },
  { toolId: 'smoothing-plane', quantity: 400, buyer: 0, daysAgo: 80 },
  { toolId: 'smoothing-plane', quantity: 300, buyer: 5, daysAgo: 28 },
  { toolId: 'tenon-saw', quantity: 360, buyer: 5, daysAgo: 45 },
  { toolId: 'tenon-saw', quantity: 200, buyer: 3, daysAgo: 12 },
  { toolId: 'marking-gauge', quantity: 450, buyer: 5, daysAgo: 40 },
  { toolId: 'try-square', quantity: 380, buyer: 5, daysAgo: 40 },
  { toolId: 'parallel-bar-clamp', quantity: 240, buyer: 1, daysAgo: 50 },
  { toolId: 'cordless-drill', quantity: 120, buyer: 4, daysAgo: 35 },
  { toolId: 'random-orbital-sander', quantity: 60, buyer: 7, daysAgo: 25 },
  { toolId: 'brad-nailer', quantity: 80, buyer: 2, daysAgo: 18 },
  { toolId: 'cabinet-rasp', quantity: 150, buyer: 3, daysAgo: 22 },
  { toolId: 'flat-spokeshave', quantity: 90, buyer: 3, daysAgo: 22 },
  { toolId: 'tape-measure', quantity: 300, buyer: 6, daysAgo: 14 },
  { toolId: 'wood-screws', quantity: 250, buyer: 6, daysAgo: 10 },
  { toolId: 'f-clamp', quantity: 160, buyer: 1, daysAgo: 16 },
  { toolId: 'japanese-pull-saw', quantity: 100, buyer: 0, daysAgo: 9 },
  { toolId: 'panel-saw', quantity: 200, buyer: 2, daysAgo: 7 },
  { toolId: 'block-plane', quantity: 40, buyer: 7, daysAgo: 5 },
];

export const demoReviews: DemoReview[] = [
  {
    id: 'review-oakline-joinery',
    reviewerName: 'Priya Nandakumar',
    reviewerEmail: 'priya@oakline-joinery.example',
    reviewText:
      'We re-equipped our bench room with the bevel-edge chisel sets and No. 4 planes. Backs needed very little flattening and the steel holds an edge through a full day of oak.',
    reviewRating: 5,
    reviewerImage: avatarImage('priya-nandakumar'),
  },
  {
    id: 'review-hartwell-cabinets',
    reviewerName: 'Tom Hartwell',
    reviewerEmail: 'tom@hartwellcabinets.example',
    reviewText:
      'Parallel clamps are solid value for a small cabinet shop. Jaws stay square on wide carcass glue-ups. Delivery of forty units arrived on a single pallet, well packed.',
    reviewRating: 5,
    reviewerImage: avatarImage('tom-hartwell'),
  },
  {
    id: 'review-brightbuild',
    reviewerName: 'Marcus Oyelaran',
    reviewerEmail: 'procurement@brightbuild.example',
    reviewText:
      'We order claw hammers and brad nailers for our site crews every quarter. Pricing beats our previous supplier, though one nailer needed a replacement driver blade under warranty.',
    reviewRating: 4,
    reviewerImage: avatarImage('marcus-oyelaran'),
  },
  {
    id: 'review-fenwick-stairs',
    reviewerName: 'Elena Fenwick',
    reviewerEmail: 'elena@fenwickstairs.example',
    reviewText:
      'The spokeshaves and cabinet rasps are ideal for shaping handrails and balusters. Fine adjusters are a little stiff out of the box, but they loosen up after a week.',
    reviewRating: 4,
    reviewerImage: avatarImage('elena-fenwick'),
  },
  {
    id: 'review-northgate-shopfitting',
    reviewerName: 'Declan Murphy',
    reviewerEmail: 'declan@northgate-shopfitting.example',
    reviewText:
      'Good range of tools for fit-out work. The cordless drills perform well, but our order of ten sanders shipped in two parts, which delayed one job by a few days.',
    reviewRating: 3,
    reviewerImage: avatarImage('declan-murphy'),
  },
  {
    id: 'review-kestrel-furniture',
    reviewerName: 'Aiko Tanaka',
    reviewerEmail: 'aiko@kestrelfurniture.example',
    reviewText:
      'Our apprentices each received a marking gauge, try square and tenon saw from Tools Hub. Accurate, durable kit at a price that makes equipping a whole training intake realistic.',
    reviewRating: 5,
    reviewerImage: avatarImage('aiko-tanaka'),
  },
  {
    id: 'review-ridgeway-builders',
    reviewerName: 'Samuel Okafor',
    reviewerEmail: 'sam.okafor@ridgewaybuilders.example',
    reviewText:
      'Reliable bulk supplier for our carpentry teams. Ordering online with a purchase order number is straightforward, and account support answered our invoice question the same afternoon.',
    reviewRating: 4,
    reviewerImage: avatarImage('samuel-okafor'),
  },
  {
    id: 'review-larchwood-kitchens',
    reviewerName: 'Hannah Lindqvist',
    reviewerEmail: 'hannah@larchwoodkitchens.example',
    reviewText:
      'The random orbital sanders leave a clean, swirl-free finish on painted kitchen doors. Dust collection could be stronger without an extractor, but the price per unit is excellent.',
    reviewRating: 4,
    reviewerImage: avatarImage('hannah-lindqvist'),
  },
];

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@toolshub.example',
    password: 'admin-pass-123',
    displayName: 'Ada Admin',
    admin: true,
  },
  {
    email: 'customer@toolshub.example',
    password: 'customer-pass-123',
    displayName: 'Carl Customer',
    admin: false,
  },
];
