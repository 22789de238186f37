import type { Concern, GradeBand } from "@/db/data/note-types";

/**
 * Fresh teacher questions, written by a helper who saw neither the router nor the set above. First
 * measured on a5a7310 (concern 76.7 %, band 97.8 %); its misses were studied since, so it is fresh no more.
 */
export const freshAnswerProbes: { educatorSlug: string; question: string; concern: Concern; band: GradeBand | null }[] =
  [
    {
      educatorSlug: "maria-montessori",
      question:
        "A boy in my Year 8 class keeps throwing paper balls when my back is turned and the others laugh. Detentions haven't changed a thing. What would you do?",
      concern: "behaviour",
      band: "secondary",
    },
    {
      educatorSlug: "jean-piaget",
      question:
        "My grade 4 kids just shrug and say 'I can't do it' before they've even tried. How do I get them to keep going when it gets hard?",
      concern: "motivation",
      band: "primary",
    },
    {
      educatorSlug: "ken-robinson",
      question:
        "Some of my Year 2 children can sound out every word perfectly but have no idea what the sentence meant. What should I be doing in guided reading?",
      concern: "literacy",
      band: "primary",
    },
    {
      educatorSlug: "mary-mcleod-bethune",
      question:
        "My Year 5 class can recite their times tables but fall apart on word problems. How do I teach them to see what the problem is actually asking?",
      concern: "mathematics",
      band: "primary",
    },
    {
      educatorSlug: "julius-nyerere",
      question:
        "My 2nd graders love our class garden. How can I turn it into proper science instead of just watering the plants?",
      concern: "science",
      band: "primary",
    },
    {
      educatorSlug: "bell-hooks",
      question:
        "I want to use exit tickets for our fractions unit but I'm not sure what to do with them once I've collected them in.",
      concern: "assessment",
      band: null,
    },
    {
      educatorSlug: "carol-dweck",
      question:
        "How much homework is reasonable for 8 year olds? The parents in my class are completely divided on it.",
      concern: "homework",
      band: "primary",
    },
    {
      educatorSlug: "rabindranath-tagore",
      question:
        "I have a boy with ADHD in my grade 2 class who can't sit through ten minutes on the carpet. How do I include him without singling him out?",
      concern: "inclusion",
      band: "primary",
    },
    {
      educatorSlug: "sugata-mitra",
      question:
        "A new boy arrived from Brazil last week and speaks almost no English. What do I actually do with him on day one in my Year 4 class?",
      concern: "multilingual",
      band: "primary",
    },
    {
      educatorSlug: "lev-vygotsky",
      question:
        "Group work in my Year 10 class always ends with one kid doing everything and the rest chatting. How should I structure it?",
      concern: "discussion",
      band: "secondary",
    },
    {
      educatorSlug: "howard-gardner",
      question:
        "I ask a question and the same hand shoots up within a second. How long should I really wait before taking an answer?",
      concern: "questioning",
      band: null,
    },
    {
      educatorSlug: "friedrich-froebel",
      question:
        "My nursery children are struggling to settle in the mornings and a few cry for ages after their parents leave. What helps?",
      concern: "early-years",
      band: "early",
    },
    {
      educatorSlug: "nel-noddings",
      question:
        "My Year 9s care far more about what their mates think than anything I say. How do I work with peer pressure instead of against it?",
      concern: "adolescents",
      band: "secondary",
    },
    {
      educatorSlug: "john-dewey",
      question:
        "Our art lessons have turned into colouring in templates. How do I bring real creativity back with 6 year olds?",
      concern: "arts",
      band: "primary",
    },
    {
      educatorSlug: "plato",
      question:
        "Should I be teaching my Year 11s how to use AI tools well, or keeping them out of the classroom entirely?",
      concern: "technology",
      band: "secondary",
    },
    {
      educatorSlug: "rudolf-steiner",
      question:
        "A parent emailed the head complaining that I'm too strict with her son because I moved his seat and kept him in for five minutes at break. The head wants me to reply to her directly by Friday. How should I respond without sounding defensive or backing down completely?",
      concern: "families",
      band: null,
    },
    {
      educatorSlug: "charlotte-mason",
      question:
        "I'm planning a six-week unit on rivers for Year 4. How do I make it hang together rather than being a list of facts?",
      concern: "planning",
      band: "primary",
    },
    {
      educatorSlug: "sylvia-ashton-warner",
      question: "I'm in my second year of teaching and I'm exhausted by Wednesday every week. How do I keep going?",
      concern: "wellbeing",
      band: null,
    },
    {
      educatorSlug: "socrates",
      question:
        "two girls in my class keep leaving a third girl out at lunch and now in group tasks too, how do I deal with the unkindness without making it worse",
      concern: "behaviour",
      band: null,
    },
    {
      educatorSlug: "jerome-bruner",
      question:
        "i have a student who is really clever but does the bare minimum in every lesson. he says school is pointless. any ideas",
      concern: "motivation",
      band: null,
    },
    {
      educatorSlug: "w-e-b-du-bois",
      question:
        "How do I get the reluctant writers in my 7th grade class to put down more than three lines when they write a story?",
      concern: "literacy",
      band: "secondary",
    },
    {
      educatorSlug: "ibn-khaldun",
      question:
        "A lot of my students think a fraction with a bigger denominator must be bigger. How do I fix that misconception for good?",
      concern: "mathematics",
      band: null,
    },
    {
      educatorSlug: "confucius",
      question:
        "Every practical in my Year 9 chemistry lessons turns into following a recipe. How do I get them actually investigating something?",
      concern: "science",
      band: "secondary",
    },
    {
      educatorSlug: "benjamin-bloom",
      question: "Does putting a grade on every piece of work stop my high schoolers from reading the comments I write?",
      concern: "assessment",
      band: "secondary",
    },
    {
      educatorSlug: "johann-heinrich-pestalozzi",
      question: "Half my class don't hand in homework. Is it even worth setting any?",
      concern: "homework",
      band: null,
    },
    {
      educatorSlug: "jan-amos-comenius",
      question:
        "How do I differentiate one lesson when I've got kids reading at three completely different levels in the same room?",
      concern: "inclusion",
      band: null,
    },
    {
      educatorSlug: "paulo-freire",
      question:
        "Should I let my English learners talk to each other in Spanish during group work, or insist they use English?",
      concern: "multilingual",
      band: null,
    },
    {
      educatorSlug: "jean-jacques-rousseau",
      question: "How do I get the quiet ones to speak up in class discussions without putting them on the spot?",
      concern: "discussion",
      band: null,
    },
    {
      educatorSlug: "loris-malaguzzi",
      question: "Can I use Socratic questioning with 10 year olds, or are they too young for it?",
      concern: "questioning",
      band: "primary",
    },
    {
      educatorSlug: "a-s-neill",
      question: "How much free play should there be in a kindergarten day compared with structured activities?",
      concern: "early-years",
      band: "early",
    },
    {
      educatorSlug: "maria-montessori",
      question:
        "A usually cheerful 15 year old has gone moody and quiet in my lessons. How do I reach him without prying?",
      concern: "adolescents",
      band: "secondary",
    },
    {
      educatorSlug: "jean-piaget",
      question: "The school is cutting music time to make room for more literacy. How do I argue that it matters?",
      concern: "arts",
      band: null,
    },
    {
      educatorSlug: "ken-robinson",
      question: "Every child in my grade 5 class has a tablet now. How do I stop the screens taking over the lesson?",
      concern: "technology",
      band: "primary",
    },
    {
      educatorSlug: "mary-mcleod-bethune",
      question:
        "Parents' evening is next week and I have to tell a dad his daughter is falling behind. How do I say it kindly?",
      concern: "families",
      band: null,
    },
    {
      educatorSlug: "julius-nyerere",
      question:
        "Should I teach topics in a spiral, coming back to them each year, or cover each one in depth just once?",
      concern: "planning",
      band: null,
    },
    {
      educatorSlug: "bell-hooks",
      question:
        "Marking is eating all my evenings and weekends and I've stopped seeing my friends. How do I get my life back?",
      concern: "wellbeing",
      band: null,
    },
    {
      educatorSlug: "carol-dweck",
      question:
        "I caught a student copying his friend's homework word for word. Do I punish both of them or just talk to them?",
      concern: "behaviour",
      band: null,
    },
    {
      educatorSlug: "rabindranath-tagore",
      question:
        "A mum keeps telling her son he's a natural at maths and now he panics whenever something is difficult. How should I be praising him in class?",
      concern: "motivation",
      band: null,
    },
    {
      educatorSlug: "sugata-mitra",
      question:
        "spelling tests every friday arent working. they get 10/10 and then misspell the exact same words in their writing the next week",
      concern: "literacy",
      band: null,
    },
    {
      educatorSlug: "lev-vygotsky",
      question: "how do u teach algebra to 13 year olds who still count on their fingers",
      concern: "mathematics",
      band: "secondary",
    },
    {
      educatorSlug: "howard-gardner",
      question: "is it ok to let children get an experiment 'wrong' and not tell them the right result straight away?",
      concern: "science",
      band: null,
    },
    {
      educatorSlug: "friedrich-froebel",
      question:
        "what's a quick way to check the whole class understood before I move on, without doing a quiz every single time",
      concern: "assessment",
      band: null,
    },
    {
      educatorSlug: "nel-noddings",
      question: "What kind of homework actually helps teenagers learn, instead of just being busywork they copy down?",
      concern: "homework",
      band: "secondary",
    },
    {
      educatorSlug: "john-dewey",
      question:
        "A student with an IEP for dyslexia gets upset when I give her a different worksheet from everyone else. What should I do?",
      concern: "inclusion",
      band: null,
    },
    {
      educatorSlug: "plato",
      question: "how do I teach the vocab for science to EAL kids in high school without dumbing down the content",
      concern: "multilingual",
      band: "secondary",
    },
    {
      educatorSlug: "rudolf-steiner",
      question:
        "I want to run a debate about zoos with my fourth graders. How do I stop it turning into a shouting match?",
      concern: "discussion",
      band: "primary",
    },
    {
      educatorSlug: "charlotte-mason",
      question:
        "Most of my questions are 'what is...' recall ones. How do I ask questions that make my sixth formers actually think?",
      concern: "questioning",
      band: "secondary",
    },
    {
      educatorSlug: "sylvia-ashton-warner",
      question: "What routines help 4 year olds cope with tidy-up time without it turning into chaos every afternoon?",
      concern: "early-years",
      band: "early",
    },
    {
      educatorSlug: "socrates",
      question: "How do I give teenagers more independence in my lessons when they keep taking advantage of it?",
      concern: "adolescents",
      band: "secondary",
    },
    {
      educatorSlug: "jerome-bruner",
      question: "How do I encourage imagination in kids who always ask 'what am I supposed to draw?'",
      concern: "arts",
      band: null,
    },
    {
      educatorSlug: "w-e-b-du-bois",
      question: "Is there any real point teaching coding in kindergarten?",
      concern: "technology",
      band: "early",
    },
    {
      educatorSlug: "ibn-khaldun",
      question: "How do I build relationships with families who never come into school and don't answer emails?",
      concern: "families",
      band: null,
    },
    {
      educatorSlug: "confucius",
      question:
        "How do I design a project that actually covers the curriculum content and isn't just a fun poster at the end?",
      concern: "planning",
      band: null,
    },
    {
      educatorSlug: "benjamin-bloom",
      question: "How do I keep getting better as a teacher when the observations I get never give me anything useful?",
      concern: "wellbeing",
      band: null,
    },
    {
      educatorSlug: "johann-heinrich-pestalozzi",
      question:
        "My 3rd graders get really loud every time we come back in from recess. How do I get them calm without shouting?",
      concern: "behaviour",
      band: "primary",
    },
    {
      educatorSlug: "jan-amos-comenius",
      question:
        "One of my Year 11 girls rewrites her notes five times and cries if she gets anything less than full marks. How can I help her ease off on herself?",
      concern: "motivation",
      band: "secondary",
    },
    {
      educatorSlug: "paulo-freire",
      question: "What's a good way to build vocabulary with kids who hardly ever read at home?",
      concern: "literacy",
      band: null,
    },
    {
      educatorSlug: "jean-jacques-rousseau",
      question:
        "Should I let my Year 6 kids keep using blocks and other manipulatives in maths, or does that become a crutch?",
      concern: "mathematics",
      band: "primary",
    },
    {
      educatorSlug: "loris-malaguzzi",
      question:
        "We have a small patch of woodland behind the school. What's the best way to use it for learning about nature?",
      concern: "science",
      band: null,
    },
    {
      educatorSlug: "a-s-neill",
      question:
        "I'm writing end-of-year reports for my Year 3 class. How honest should I be about a child who's way behind?",
      concern: "assessment",
      band: "primary",
    },
    {
      educatorSlug: "maria-montessori",
      question:
        "I've been told to set homework every night in Year 1. It feels wrong to me. What would you set, if anything at all?",
      concern: "homework",
      band: "primary",
    },
    {
      educatorSlug: "jean-piaget",
      question:
        "One of my Year 8 students is clearly gifted and finishes everything in ten minutes, then starts messing about. How do I stretch him?",
      concern: "inclusion",
      band: "secondary",
    },
    {
      educatorSlug: "ken-robinson",
      question:
        "A bilingual child's parents asked me if speaking Polish at home is holding her back in English. What should I tell them?",
      concern: "multilingual",
      band: null,
    },
    {
      educatorSlug: "mary-mcleod-bethune",
      question: "My think-pair-share turns into pair-chat-about-the-weekend. how do i make pair talk productive",
      concern: "discussion",
      band: null,
    },
    {
      educatorSlug: "julius-nyerere",
      question:
        "When a pupil gives a wrong answer, what's a better follow-up question than just 'does anyone else know?'",
      concern: "questioning",
      band: null,
    },
    {
      educatorSlug: "bell-hooks",
      question: "Our preschool is being pushed to do more worksheets. How do I argue for learning through play?",
      concern: "early-years",
      band: "early",
    },
    {
      educatorSlug: "carol-dweck",
      question:
        "A lot of my middle schoolers seem to be trying on a different identity every week. How should a teacher respond to that?",
      concern: "adolescents",
      band: "secondary",
    },
    {
      educatorSlug: "rabindranath-tagore",
      question: "I want to use drama to teach history in Year 8 but I'm worried it'll be chaos. Is it worth trying?",
      concern: "arts",
      band: "secondary",
    },
    {
      educatorSlug: "sugata-mitra",
      question: "Should students be allowed their phones in class if they say they're using them for research?",
      concern: "technology",
      band: null,
    },
    {
      educatorSlug: "lev-vygotsky",
      question:
        "Some parents in my Year 1 class are clearly doing their children's projects for them. How do I raise it without offending anyone?",
      concern: "families",
      band: "primary",
    },
    {
      educatorSlug: "howard-gardner",
      question: "What should a good lesson plan include? Mine are either too rigid or I abandon them halfway through.",
      concern: "planning",
      band: null,
    },
    {
      educatorSlug: "friedrich-froebel",
      question:
        "I teach a really tough Year 10 group and I dread Thursday period 5 all week. How do I stop it getting to me?",
      concern: "wellbeing",
      band: "secondary",
    },
    {
      educatorSlug: "nel-noddings",
      question:
        "A student swore at me in front of the whole class today after I asked him to put his phone away. I sent him out and my head of department dealt with it, but I have him again first thing tomorrow and I don't know how to rebuild things with him or what to say to the class.",
      concern: "behaviour",
      band: null,
    },
    {
      educatorSlug: "john-dewey",
      question:
        "Attendance in my last-period class keeps dropping and the ones who do come look bored stiff. How do I make the lesson feel worth turning up for?",
      concern: "motivation",
      band: null,
    },
    {
      educatorSlug: "plato",
      question:
        "My reception children keep mixing up b and d when we do phonics. Is that normal and how do I help them?",
      concern: "literacy",
      band: "early",
    },
    {
      educatorSlug: "rudolf-steiner",
      question:
        "One girl in my maths group freezes and goes blank the moment she sees numbers. She's fine in every other subject. Where do I start?",
      concern: "mathematics",
      band: null,
    },
    {
      educatorSlug: "charlotte-mason",
      question:
        "How do I explain why the moon changes shape without just showing the class a diagram from the textbook?",
      concern: "science",
      band: null,
    },
    {
      educatorSlug: "sylvia-ashton-warner",
      question:
        "My rubric for the persuasive essay is two pages long and the students ignore it completely. How do I make a rubric they actually use?",
      concern: "assessment",
      band: null,
    },
    {
      educatorSlug: "socrates",
      question:
        "My students do their homework but they clearly rush it on the bus in the morning. should i change what i set?",
      concern: "homework",
      band: null,
    },
    {
      educatorSlug: "jerome-bruner",
      question:
        "We seat kids in ability groups and the 'bottom table' know exactly what they are. Are labels like that doing them harm?",
      concern: "inclusion",
      band: null,
    },
    {
      educatorSlug: "w-e-b-du-bois",
      question:
        "A few newcomers who are just starting to learn English sit silently for weeks. Is that a normal stage or should I be pushing them to speak?",
      concern: "multilingual",
      band: null,
    },
    {
      educatorSlug: "ibn-khaldun",
      question: "The same five confident students dominate every whole-class discussion. What can I do about it?",
      concern: "discussion",
      band: null,
    },
    {
      educatorSlug: "confucius",
      question:
        "How do I teach critical thinking so they question what they read online instead of believing all of it?",
      concern: "questioning",
      band: null,
    },
    {
      educatorSlug: "benjamin-bloom",
      question:
        "i've just moved to teaching reception after years with older kids. what should the first few weeks look like?",
      concern: "early-years",
      band: "early",
    },
    {
      educatorSlug: "johann-heinrich-pestalozzi",
      question:
        "Some of our new Year 7s feel like they don't belong anywhere since starting secondary. What can one teacher do?",
      concern: "adolescents",
      band: "secondary",
    },
    {
      educatorSlug: "jan-amos-comenius",
      question: "Is creativity something you can teach, or just something some children have?",
      concern: "arts",
      band: null,
    },
    {
      educatorSlug: "paulo-freire",
      question:
        "I'm not very confident with technology. How can I let kids learn from the internet by themselves when I don't know the answers either?",
      concern: "technology",
      band: null,
    },
    {
      educatorSlug: "jean-jacques-rousseau",
      question: "whats the best way to keep parents of high school students in the loop without drowning in messages",
      concern: "families",
      band: "secondary",
    },
    {
      educatorSlug: "loris-malaguzzi",
      question:
        "We're rewriting our Year 7 humanities curriculum from scratch. Where do we even start deciding what to teach?",
      concern: "planning",
      band: "secondary",
    },
    {
      educatorSlug: "a-s-neill",
      question:
        "Honestly thinking about leaving teaching. I love the kids but I'm burnt out. what would you say to me?",
      concern: "wellbeing",
      band: null,
    },
  ];
