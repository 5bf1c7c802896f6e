/**
 * Demo content for the Tools Hub emulator seed: catalogue, reviews and the
 * two demo accounts. Pure data — no imports, no side effects.
 *
 * Images are served from web/public, so `image` / `reviewerImage` are public
 * paths (e.g. `/images/tools/claw-hammer.svg`).
 */

export interface DemoTool {
  id: string;
  toolName: string;
  /** Price per piece in US dollars (wholesale). */
  price: number;
  /** Minimum order quantity in pieces. */
  minOrder: number;
  /** Pieces in stock. */
  available: number;
  toolDescription: string;
  image: string;
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
  },
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
