import { paths, toPath } from '@site/contracts/routes';
import { revenueGenerated, yearsOfExperience } from '@site/contracts/figures';

export interface Framework {
  /** Stable id, used for element ids. */
  id: string;
  /** Short label above the title. */
  headline: string;
  title: string;
  /** One or two sentences, always visible. */
  teaser: string;
  /** The complete framework in light markdown (bold headings, bullets). */
  fullContent: string;
  blogSlug: string;
  /** The framework everything else rests on; its card is highlighted. */
  isPrimary: boolean;
}

export function frameworkGuidePath(framework: Framework): string {
  return toPath(paths.blogPost, { slug: framework.blogSlug });
}

/** The four frameworks, in the order they are taught. */
export const frameworks: readonly Framework[] = [
  {
    id: 'two-of-you',
    headline: 'The foundation',
    title: 'Two of You Alignment',
    teaser:
      'There are two of you: the True Self you were born as and the Expressive Self you built to survive and succeed. Fulfilment is what happens when they finally work as one.',
    blogSlug: 'two-of-you-framework',
    isPrimary: true,
    fullContent: `**The True Self and the Expressive Self**

Your True Self is your soul: the pattern of gifts, values and longings that was there before anyone told you who to be. Your Expressive Self is your ego: the personality you built to get approval, stay safe and win. Neither is the enemy. The ego is the vehicle; the soul is the driver. Trouble starts when the vehicle decides where to go.

**Why high achievers feel the gap most**

The more successful your Expressive Self becomes, the more the world rewards it, and the louder it gets. You can spend twenty years perfecting a role and wake up one morning unable to say whether you even like the person you have become. That quiet emptiness is not a failure. It is your True Self asking to be let back in.

**How the alignment work goes**

- **Name both selves.** We map what your Expressive Self does well and what it costs you.
- **Find the fault lines.** We locate the exact places (roles, relationships, decisions) where you act against your own grain.
- **Reassign the driver.** You learn to let your True Self choose the destination and your Expressive Self handle the execution.
- **Practise in the real world.** Alignment is proven in your calendar, your conversations and your next decision, not in a journal.

**What changes**

- Decisions get faster because you stop negotiating with yourself.
- Energy returns, because performing a self you are not is exhausting.
- Success starts to feel like yours, and the people around you notice first.`,
  },
  {
    id: 'personal-superpower',
    headline: 'Your unique pattern',
    title: 'Personal Superpower',
    teaser:
      'You have one combination of strengths no one else has. Stop fixing your weaknesses and build your life around the pattern you were given.',
    blogSlug: 'personal-superpower-framework',
    isPrimary: false,
    fullContent: `**Strength-based, not deficit-based**

Most development work hands you a list of what is wrong and a plan to fix it. After ${yearsOfExperience.words} of doing this work, I can tell you that the fastest way to a fulfilled life runs straight through what is already right with you. Your weaknesses deserve management. Your strengths deserve your life.

**Your pattern, measured**

The alignment assessment looks at 36 facets across 5 dimensions of who you are. The combinations run to roughly 167 vigintillion, which is a precise way of saying that nobody has ever had your exact pattern before. Your Personal Superpower is not one talent; it is how your facets combine.

**Working with it**

- **See the pattern.** We read your results together and translate them into plain language you recognise.
- **Spot your misuse.** Every superpower has a shadow: the same gift, overused or used for the wrong master.
- **Design around it.** We reshape your role, your team and your week so your pattern does the heavy lifting.
- **Protect it.** You learn which environments drain your gift and how to stop volunteering for them.

**The result**

- Work that feels like play to you and like magic to everyone else.
- A clear answer to “what should I say no to?”
- Confidence that does not depend on anyone else’s approval.`,
  },
  {
    id: 'synthesis-synergy',
    headline: 'Many traditions, one truth',
    title: 'Synthesis Synergy',
    teaser:
      'I studied more than twenty wisdom traditions and kept only what worked. Synthesis Synergy is the practice of combining their truths into one practical path for your life.',
    blogSlug: 'synthesis-synergy-framework',
    isPrimary: false,
    fullContent: `**Why one tradition is never enough**

Every wisdom tradition I studied, from contemplative Christianity and Buddhism to Stoicism, Sufism, Vedanta, depth psychology and modern neuroscience, held a piece of the truth. Each one also carried the blind spots of its time and place. Devotees defend the whole package. I prefer to keep what works.

**The synthesis**

When you line the traditions up side by side, the same few patterns appear again and again: know yourself, tell the truth, serve something larger, live in the present, act on what you know. Those shared patterns are what I teach, in language that works in a boardroom as well as a meditation hall.

**The synergy**

- **Combine, do not collect.** One insight practised daily beats fifty insights admired on a shelf.
- **Test against your life.** If a teaching does not make you more honest, more loving and more effective, it is not for you right now.
- **Respect the source.** We borrow with gratitude and without turning anyone’s sacred practice into a slogan.

**What you get**

- A personal practice built from the traditions that fit your pattern.
- Freedom from the guru model: you become the authority on your own life.
- Depth without dogma.`,
  },
  {
    id: 'four-freedoms',
    headline: 'The destination',
    title: 'Four Freedoms',
    teaser:
      'Money alone is not freedom. Real freedom has four parts: financial, time, relationship and purpose freedom, and they only last when you build them together.',
    blogSlug: 'four-freedoms-framework',
    isPrimary: false,
    fullContent: `**The billion-dollar lesson**

I have helped generate ${revenueGenerated.words} in business success, and I have sat in that success feeling like a prisoner. Money bought me options, not freedom. That is where the Four Freedoms came from.

**The four**

- **Financial freedom:** enough that money stops making your decisions for you.
- **Time freedom:** your calendar reflects your priorities instead of everyone else’s.
- **Relationship freedom:** you are surrounded by people who know the real you and choose it.
- **Purpose freedom:** your work expresses who you are, so effort feels like meaning rather than sacrifice.

**Why they must move together**

Chase one freedom at the expense of the others and you build a more comfortable cage. The rich executive with no time, the free spirit with no money, the successful founder surrounded by people who only know the role: each one is a partial freedom that eventually feels like a trap.

**How we use it**

- **Score each freedom honestly** as it stands today.
- **Find the lever:** usually one freedom, once moved, lifts the other three.
- **Design the next ninety days** around that lever, with decisions you can measure.`,
  },
];
