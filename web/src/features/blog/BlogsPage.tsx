import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../hooks/use-page-title';
import { blogPosts } from './blog-posts';

/** The product's questions page: three questions, each with its own answer. */
export function BlogsPage() {
  usePageTitle('Blogs');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" align="center" gutterBottom sx={{ fontWeight: 700 }}>
        Some Question Answer
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 4 }}>
        Answers to questions our customers and fellow developers ask us.
      </Typography>
      <Stack spacing={3}>
        {blogPosts.map((post) => (
          <Card
            component="article"
            key={post.id}
            id={post.id}
            aria-labelledby={`${post.id}-question`}
            data-testid="blog-post"
            variant="outlined"
          >
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id={`${post.id}-question`} variant="h5" component="h2" gutterBottom>
                {post.question}
              </Typography>
              {post.answer.map((paragraph) => (
                <Typography key={paragraph.slice(0, 40)} sx={{ mt: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}

export default BlogsPage;
