/**
 * Words of the demo data: topics, their sub-topics (unique across topics) and, per sub-topic, a
 * few focus phrases that event names and descriptions are built from.
 */

export interface SubTopic {
  readonly name: string;
  /** Narrower themes within the sub-topic ("Deep Learning" within "Machine Learning"). */
  readonly focus: readonly string[];
}

export interface Topic {
  readonly name: string;
  /** Relative share of events in this topic. */
  readonly weight: number;
  readonly subTopics: readonly SubTopic[];
}

// One line per sub-topic: "Name: focus phrase, focus phrase, ...".
const RAW_TOPICS: readonly { name: string; weight: number; lines: readonly string[] }[] = [
  {
    name: 'Computer Science',
    weight: 1.6,
    lines: [
      'Artificial Intelligence: Trustworthy AI, Generative Models, Intelligent Agents',
      'Machine Learning: Deep Learning, Reinforcement Learning, Federated Learning',
      'Cybersecurity: Network Security, Applied Cryptography, Privacy Engineering',
      'Data Science: Big Data Analytics, Data Engineering, Data Visualization',
      'Computer Vision: Image Recognition, 3D Scene Understanding, Video Analysis',
      'Natural Language Processing: Large Language Models, Machine Translation, Speech Technology',
      'Software Engineering: Software Testing, Requirements Engineering, DevOps',
      'Distributed Systems: Cloud Computing, Edge Computing, Blockchain Systems',
      'Human-Computer Interaction: User Experience Design, Accessibility, Interactive Systems',
      'Databases: Data Management, Query Processing, Information Retrieval',
      'Computer Networks: Wireless Networks, Internet of Things, Network Protocols',
      'Quantum Computing: Quantum Algorithms, Quantum Software, Quantum Information',
    ],
  },
  {
    name: 'Medicine',
    weight: 1.4,
    lines: [
      'Oncology: Cancer Immunotherapy, Precision Oncology, Tumour Biology',
      'Cardiology: Heart Failure, Interventional Cardiology, Cardiac Imaging',
      'Neurology: Stroke Care, Neurodegenerative Diseases, Epilepsy',
      'Public Health: Global Health, Health Policy, Epidemiology',
      'Infectious Diseases: Antimicrobial Resistance, Vaccine Development, Tropical Medicine',
      'Pediatrics: Neonatal Care, Child Health, Adolescent Medicine',
      'Radiology: Medical Imaging, Interventional Radiology, AI in Radiology',
      'Surgery: Minimally Invasive Surgery, Robotic Surgery, Trauma Surgery',
      'Psychiatry: Mental Health Services, Mood Disorders, Addiction Medicine',
      'Endocrinology: Diabetes Care, Obesity Medicine, Thyroid Disorders',
      'Immunology: Autoimmune Diseases, Allergy, Clinical Immunology',
    ],
  },
  {
    name: 'Engineering',
    weight: 1.3,
    lines: [
      'Civil Engineering: Structural Engineering, Smart Infrastructure, Geotechnical Engineering',
      'Mechanical Engineering: Additive Manufacturing, Thermal Engineering, Mechatronics',
      'Electrical Engineering: Power Systems, Power Electronics, Smart Grids',
      'Chemical Engineering: Process Engineering, Separation Processes, Reaction Engineering',
      'Aerospace Engineering: Space Systems, Aerodynamics, Unmanned Aerial Vehicles',
      'Biomedical Engineering: Medical Devices, Tissue Engineering, Biomechanics',
      'Robotics: Autonomous Robots, Human-Robot Interaction, Robot Learning',
      'Materials Engineering: Advanced Materials, Nanomaterials, Composite Materials',
      'Renewable Energy Systems: Solar Energy, Wind Energy, Energy Storage',
      'Control Systems: Automation, Nonlinear Control, Cyber-Physical Systems',
    ],
  },
  {
    name: 'Physics',
    weight: 1.0,
    lines: [
      'Quantum Physics: Quantum Optics, Quantum Technologies, Quantum Foundations',
      'Condensed Matter Physics: Superconductivity, Topological Materials, Soft Matter',
      'Astrophysics: Exoplanets, Stellar Astrophysics, Gravitational Waves',
      'Particle Physics: Collider Physics, Neutrino Physics, Physics Beyond the Standard Model',
      'Optics and Photonics: Laser Science, Integrated Photonics, Nonlinear Optics',
      'Nuclear Physics: Nuclear Structure, Nuclear Astrophysics, Radiation Detection',
      'Plasma Physics: Fusion Energy, Space Plasmas, Plasma Applications',
      'Statistical Physics: Complex Systems, Non-Equilibrium Physics, Network Science',
      'Cosmology: Dark Matter, Dark Energy, Cosmic Microwave Background',
    ],
  },
  {
    name: 'Chemistry',
    weight: 1.0,
    lines: [
      'Organic Chemistry: Organic Synthesis, Natural Products, Stereochemistry',
      'Inorganic Chemistry: Coordination Chemistry, Organometallic Chemistry, Solid-State Chemistry',
      'Physical Chemistry: Chemical Kinetics, Spectroscopy, Computational Chemistry',
      'Analytical Chemistry: Mass Spectrometry, Chromatography, Chemical Sensors',
      'Polymer Chemistry: Polymer Materials, Biodegradable Polymers, Polymer Processing',
      'Medicinal Chemistry: Drug Discovery, Drug Design, Chemical Biology',
      'Green Chemistry: Sustainable Chemistry, Circular Chemistry, Biobased Chemicals',
      'Catalysis: Heterogeneous Catalysis, Photocatalysis, Enzyme Catalysis',
      'Electrochemistry: Batteries, Fuel Cells, Corrosion Science',
    ],
  },
  {
    name: 'Biology',
    weight: 1.1,
    lines: [
      'Molecular Biology: Gene Regulation, RNA Biology, Protein Science',
      'Genetics: Genomics, Gene Editing, Population Genetics',
      'Microbiology: Microbiome Research, Virology, Bacterial Pathogenesis',
      'Ecology: Community Ecology, Landscape Ecology, Behavioural Ecology',
      'Neuroscience: Brain Imaging, Synaptic Plasticity, Computational Neuroscience',
      'Bioinformatics: Computational Biology, Systems Biology, Sequence Analysis',
      'Cell Biology: Stem Cells, Cell Signalling, Developmental Biology',
      'Evolutionary Biology: Phylogenetics, Adaptation, Evolutionary Genomics',
      'Marine Biology: Coral Reefs, Deep-Sea Biology, Fisheries Science',
      'Plant Science: Plant Genomics, Crop Science, Plant Pathology',
    ],
  },
  {
    name: 'Mathematics',
    weight: 0.9,
    lines: [
      'Algebra: Representation Theory, Commutative Algebra, Group Theory',
      'Number Theory: Analytic Number Theory, Arithmetic Geometry, Cryptographic Mathematics',
      'Topology: Algebraic Topology, Geometric Topology, Topological Data Analysis',
      'Probability Theory: Stochastic Processes, Random Matrices, Stochastic Analysis',
      'Statistics: Bayesian Statistics, Statistical Learning, Survey Methodology',
      'Applied Mathematics: Mathematical Modelling, Numerical Analysis, Scientific Computing',
      'Mathematical Analysis: Partial Differential Equations, Harmonic Analysis, Functional Analysis',
      'Combinatorics: Graph Theory, Discrete Mathematics, Combinatorial Optimization',
      'Optimization: Convex Optimization, Operations Research, Optimal Control',
      'Mathematical Logic: Set Theory, Model Theory, Proof Theory',
    ],
  },
  {
    name: 'Economics',
    weight: 1.0,
    lines: [
      'Macroeconomics: Monetary Policy, Business Cycles, Fiscal Policy',
      'Microeconomics: Game Theory, Industrial Organization, Market Design',
      'Econometrics: Causal Inference, Time Series Analysis, Panel Data',
      'Labour Economics: Labour Markets, Wage Inequality, Future of Work',
      'Development Economics: Poverty Reduction, Microfinance, Economic Growth',
      'Behavioral Economics: Decision Making, Experimental Economics, Nudges and Public Policy',
      'International Trade: Trade Policy, Global Value Chains, Regional Integration',
      'Financial Economics: Asset Pricing, Financial Markets, Banking',
      'Public Economics: Taxation, Social Insurance, Public Finance',
      'Environmental Economics: Carbon Pricing, Energy Economics, Natural Resource Economics',
    ],
  },
  {
    name: 'Business & Management',
    weight: 1.2,
    lines: [
      'Marketing: Digital Marketing, Consumer Behaviour, Brand Management',
      'Finance: Corporate Finance, Fintech, Sustainable Finance',
      'Accounting: Financial Reporting, Auditing, Management Accounting',
      'Entrepreneurship: Startups, Innovation Management, Family Business',
      'Supply Chain Management: Logistics, Procurement, Supply Chain Resilience',
      'Human Resource Management: Talent Management, Workplace Diversity, Employee Wellbeing',
      'Strategic Management: Business Strategy, Competitive Advantage, Digital Transformation',
      'Operations Management: Lean Operations, Quality Management, Service Operations',
      'Business Analytics: Predictive Analytics, Business Intelligence, Decision Support',
      'Corporate Governance: Corporate Social Responsibility, Business Ethics, ESG Reporting',
    ],
  },
  {
    name: 'Education',
    weight: 1.0,
    lines: [
      'Higher Education: University Teaching, Academic Leadership, Student Success',
      'Educational Technology: Learning Analytics, AI in Education, Digital Learning',
      'Curriculum Development: Curriculum Design, Competency-Based Education, Curriculum Reform',
      'Teacher Education: Teacher Training, Professional Development, Reflective Practice',
      'Early Childhood Education: Early Literacy, Play-Based Learning, Early Intervention',
      'STEM Education: Science Education, Mathematics Education, Engineering Education',
      'Language Education: Second Language Acquisition, English Language Teaching, Multilingual Education',
      'Inclusive Education: Special Educational Needs, Equity in Education, Universal Design for Learning',
      'Assessment and Evaluation: Educational Measurement, Formative Assessment, Programme Evaluation',
      'Online Learning: Distance Education, Blended Learning, Open Educational Resources',
    ],
  },
  {
    name: 'Environmental Science',
    weight: 1.1,
    lines: [
      'Climate Change: Climate Adaptation, Climate Modelling, Climate Mitigation',
      'Sustainability: Sustainable Development Goals, Circular Economy, Sustainable Cities',
      'Biodiversity Conservation: Conservation Biology, Protected Areas, Wildlife Management',
      'Water Resources: Hydrology, Water Quality, Integrated Water Management',
      'Air Quality: Air Pollution, Atmospheric Chemistry, Emissions Monitoring',
      'Environmental Policy: Environmental Governance, Environmental Impact Assessment, Green Transition',
      'Waste Management: Recycling, Plastic Pollution, Waste-to-Energy',
      'Soil Science: Soil Health, Land Degradation, Soil Carbon',
      'Oceanography: Ocean Observation, Ocean Acidification, Coastal Processes',
      'Remote Sensing: Earth Observation, Satellite Imagery, Geospatial Analysis',
    ],
  },
  {
    name: 'Social Sciences',
    weight: 1.0,
    lines: [
      'Sociology: Social Inequality, Sociology of Work, Migration Studies',
      'Political Science: Comparative Politics, Public Policy, Elections and Democracy',
      'Anthropology: Cultural Anthropology, Medical Anthropology, Ethnography',
      'Human Geography: Urban Geography, Economic Geography, Political Geography',
      'Demography: Population Ageing, Fertility, Population Health',
      'International Relations: Global Governance, Security Studies, Foreign Policy',
      'Urban Studies: Urban Planning, Housing, Smart Cities',
      'Gender Studies: Gender Equality, Feminist Theory, Gender and Development',
      'Media and Communication: Journalism, Social Media, Political Communication',
      'Social Work: Child Welfare, Community Development, Social Policy',
    ],
  },
  {
    name: 'Psychology',
    weight: 0.9,
    lines: [
      'Clinical Psychology: Psychotherapy, Anxiety Disorders, Trauma and Resilience',
      'Cognitive Psychology: Memory, Attention and Perception, Language and Cognition',
      'Developmental Psychology: Child Development, Adolescence, Lifespan Development',
      'Social Psychology: Intergroup Relations, Attitudes and Persuasion, Prosocial Behaviour',
      'Health Psychology: Behaviour Change, Stress and Health, Chronic Illness',
      'Organizational Psychology: Work Motivation, Leadership, Occupational Health',
      'Educational Psychology: Learning and Motivation, Self-Regulated Learning, School Psychology',
      'Neuropsychology: Clinical Neuropsychology, Brain Injury, Cognitive Rehabilitation',
      'Positive Psychology: Wellbeing, Mindfulness, Character Strengths',
    ],
  },
  {
    name: 'Law',
    weight: 0.7,
    lines: [
      'Constitutional Law: Judicial Review, Fundamental Rights, Comparative Constitutional Law',
      'Criminal Law: Criminal Justice, Criminology, Sentencing',
      'International Law: Law of the Sea, International Arbitration, International Humanitarian Law',
      "Human Rights Law: Women's Rights, Refugee Law, Minority Rights",
      'Commercial Law: Contract Law, Competition Law, Company Law',
      'Intellectual Property Law: Patents, Copyright, Trademarks',
      'Environmental Law: Climate Litigation, Environmental Regulation, Energy Law',
      'Labour Law: Employment Rights, Platform Work, Collective Bargaining',
      'Tax Law: International Taxation, Tax Policy, Tax Compliance',
      'Technology Law: Data Protection, AI Regulation, Cyber Law',
    ],
  },
  {
    name: 'Arts & Humanities',
    weight: 0.8,
    lines: [
      'History: Economic History, Colonial History, Global History',
      'Philosophy: Ethics, Philosophy of Mind, Philosophy of Science',
      'Linguistics: Sociolinguistics, Computational Linguistics, Phonology',
      'Literature: Comparative Literature, Postcolonial Literature, Literary Theory',
      'Musicology: Ethnomusicology, Music Theory, Music Performance',
      'Art History: Modern Art, Renaissance Art, Museum Studies',
      'Cultural Studies: Cultural Heritage, Popular Culture, Visual Culture',
      'Religious Studies: Religion and Society, Sacred Texts, Interfaith Dialogue',
      'Digital Humanities: Digital Archives, Text Mining, Digital Cultural Heritage',
      'Archaeology: Field Archaeology, Bioarchaeology, Heritage Management',
      'Film Studies: Film Theory, Documentary Film, World Cinema',
    ],
  },
];

function parseLine(line: string): SubTopic {
  const colon = line.indexOf(':');
  if (colon < 0) throw new Error(`vocabulary line without focus phrases: ${line}`);
  return {
    name: line.slice(0, colon).trim(),
    focus: line
      .slice(colon + 1)
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  };
}

export const TOPICS: readonly Topic[] = RAW_TOPICS.map((t) => ({
  name: t.name,
  weight: t.weight,
  subTopics: t.lines.map(parseLine),
}));
