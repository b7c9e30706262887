import type { DiyVideoSeed } from '@shared/diy/schemas';

/*
 * DIY videos seeded on a fresh database (docs/product/screens.md DIY videos, docs/product/entities.md diy_videos).
 *
 * Every youtubeId below is a real YouTube video whose id was seen in the address of a public page
 * about that video (page noted on each entry), researched on 2026-11-22. Nothing here was made up:
 *  - Titles come from those pages; where a page only gave a URL slug, capitalisation and punctuation
 *    were reconstructed from the slug (marked "title from slug").
 *  - channelName is null where no page named the channel.
 *  - duration and viewCount could not be read from any page available during research, so duration is
 *    null (the card then shows no duration badge) and viewCount is 0, which the UI treats as
 *    "not recorded". Fill them in from the YouTube Data API (videos.list, part=contentDetails,statistics)
 *    before relying on them, and note the date they were read.
 *  - publishedAt is only set where a page gave the upload date.
 *  - category, modelSlugs and difficulty are this site's editorial tags, not YouTube data.
 *
 * Every video is about a Pontiac of the catalogue's years (1958–1989): its title or description names one,
 * and seed.test.ts holds them to it. Videos that are not (a generic drum-brake job on another make, an
 * early-1950s car, a barn find of another make) are left out, and removedDiyVideoIds (the migration that
 * deletes them from existing databases) keeps them out. Add more real videos here (never placeholder ids);
 * none was found for the "maintenance" or "modification" categories.
 */
export const diyVideoSeeds: DiyVideoSeed[] = [
  {
    // ruclips.net/video/S5gWSWH053Y/1968-pontiac-firebird-sprint-jay-leno-s-garage.html ("Опубликовано: 28 ноя 2021")
    youtubeId: 'S5gWSWH053Y',
    title: "1968 Pontiac Firebird Sprint | Jay Leno's Garage",
    description:
      "Jay Leno drives a rare six-cylinder Firebird Sprint: John DeLorean's overhead-cam six, Pontiac's answer to European sports cars. A good primer on what sets the OHC-6 cars apart before you buy or restore one.",
    channelName: "Jay Leno's Garage",
    duration: null,
    category: 'general',
    modelSlugs: ['firebird'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: '2021-11-28',
  },
  {
    // ua-cam.com/video/g8K5TNHnyTU/muscle-car-royalty-original-and-mostly-unrestored-1966-pontiac-gto-jay-leno-s-garage.html (title from slug)
    youtubeId: 'g8K5TNHnyTU',
    title: "Muscle Car Royalty: Original and (Mostly) Unrestored 1966 Pontiac GTO | Jay Leno's Garage",
    description:
      'A largely original 1966 GTO, preserved by its first owner, visits Jay Leno. Worth watching before a restoration to see how a Goat left the factory and which original finishes are worth keeping.',
    channelName: "Jay Leno's Garage",
    duration: null,
    category: 'restoration',
    modelSlugs: ['gto'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // videodb.org/abandoned-pontiac-fiero-will-it-run-and-drive-after-17-years-vice-grip-garage-ep-97/vb7pDuO5c3o
    youtubeId: 'vb7pDuO5c3o',
    title: 'ABANDONED Pontiac Fiero Will It Run And Drive After 17 Years? - Vice Grip Garage EP 97',
    description:
      'A 1985 Fiero parked for 17 years over a failed clutch slave cylinder is brought back: fresh fuel and battery, ignition checks, hydraulics and brakes until it runs and drives again.',
    channelName: 'Vice Grip Garage',
    duration: null,
    category: 'repair',
    modelSlugs: [],
    difficulty: 'advanced',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // videodb.org/great-cars-gto/hxVcX-vn0-A
    youtubeId: 'hxVcX-vn0-A',
    title: 'Great Cars: GTO',
    description:
      "Documentary on how the GTO saved Pontiac's image: the post-war market, Jim Wangers and the marketing, the 389 in the Tempest, and the legend celebrated at the 2004 GTO national convention.",
    channelName: null,
    duration: null,
    category: 'general',
    modelSlugs: ['gto'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // saymart.nl/?video_id=VaDxdNIE_jc ("Everything You Need to Know to Get Up to Speed on the Pontiac Firebird")
    youtubeId: 'VaDxdNIE_jc',
    title: 'Firebird: Why Everyone Knows This Hood',
    description:
      'The Firebird story from its pony-car origins through the screaming-chicken Trans Am of Smokey and the Bandit and beyond, in the Up to Speed format.',
    channelName: 'Donut Media',
    duration: null,
    category: 'general',
    modelSlugs: ['firebird', 'trans-am'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // video2dn.com/video/bLb5PwY0doE
    youtubeId: 'bLb5PwY0doE',
    title: 'PONTIAC BONNEVILLE : Why This Model Was Gone Before Pontiac Ended',
    description:
      "The Bonneville from the 1954 Motorama show car and the loaded 1957 fuel-injected convertible to Pontiac's biggest full-size cars, and why the name faded before the brand did.",
    channelName: null,
    duration: null,
    category: 'general',
    modelSlugs: ['bonneville'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // th-cam.com/video/Kgd3pJlM_ps/american-musclecar-evolution-why-pontiac-started-strong-and-faded-into-obscurity.html (title from slug)
    youtubeId: 'Kgd3pJlM_ps',
    title: 'American Musclecar Evolution: Why Pontiac Started Strong and Faded Into Obscurity',
    description:
      "Why Pontiac's performance image started strong and faded: the 389 and 421 V8s, the racing years and the GTO, and the corporate limits that held the division back.",
    channelName: null,
    duration: null,
    category: 'general',
    modelSlugs: ['gto'],
    difficulty: 'intermediate',
    viewCount: 0,
    publishedAt: null,
  },
  {
    // ru-vid.com/video/10-wild-facts-about-hooper-s-78-pontiac-trans-am-hooper-YNMaq8pyENA.html (title from slug)
    youtubeId: 'YNMaq8pyENA',
    title: "10 Wild Facts About Hooper's '78 Pontiac Trans Am",
    description:
      "Ten facts about the '78 Trans Am from the stunt film Hooper, and how the car's screen career fed late-seventies Trans Am fever.",
    channelName: null,
    duration: null,
    category: 'general',
    modelSlugs: ['trans-am'],
    difficulty: 'beginner',
    viewCount: 0,
    publishedAt: null,
  },
];
